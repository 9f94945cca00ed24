// The inbox's words and limits, without the schemas: pages that only show a message do not load zod.
import { waitInWords } from '../intl.ts';

/** The longest message: a few paragraphs. */
export const MAX_MESSAGE_LENGTH = 2000;

/**
 * What the inbox says, in our own words
 * (docs/product/messages-and-reviews.md#message-limits-and-messages).
 */
export const MESSAGE_TEXT = {
  bodyRequired: 'Please write a message',
  bodyTooLong: `Your message must be at most ${MAX_MESSAGE_LENGTH} characters`,
  notFound: 'Conversation not found',
  ownListing: 'This is your own listing: you cannot message yourself',
  loadFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message',
  startFailed: 'Failed to contact host',
  noConversations: 'No messages yet',
  listingGone: 'Listing no longer available',
} as const;

/**
 * The answer to a sender past the message limits
 * (docs/product/messages-and-reviews.md#how-fast-one-can-write).
 */
export function sendingTooFast(seconds: number): string {
  return `You are sending messages too quickly. Please wait ${waitInWords(seconds)} and try again.`;
}

/**
 * What a person with no name is called in a conversation, by their side of it: in the inbox, the
 * thread, and the new-message notification and e-mail alike.
 */
export function unnamedParticipant(side: 'guest' | 'host'): string {
  return side === 'guest' ? 'Guest' : 'Host';
}
