/**
 * The messages API contract: 'Contact Host' opens a thread between guest and host
 * (docs/product/messages-and-reviews.md#conversations).
 *
 * POST /rest/v1/conversations                  StartConversationSchema -> Conversation (200 or 201)
 *      403 own listing, 404 unknown or unpublished listing
 * GET  /rest/v1/conversations                  -> { data: Conversation[], unread_total } newest first,
 *      only threads with at least one message
 * GET  /rest/v1/conversations/{id}             -> Thread (participants only; others get 404)
 * POST /rest/v1/conversations/{id}/messages    SendMessageSchema -> Message (201)
 * POST /rest/v1/conversations/{id}/read        -> { unread_total }
 * GET  /rest/v1/messages/stream                text/event-stream of UserEvent, Bearer token in the
 *      Authorization header (read with fetch, never a token in the URL)
 */

export interface Participant {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
}

export interface Message {
  id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  created_at: string;
  read_at: string | null;
}

export interface Conversation {
  id: string;
  /** The listing it is about; null when the listing was deleted. */
  space: { id: string; title: string; images: string[] } | null;
  /** Whether the viewer is the guest or the host of this thread. */
  role: 'guest' | 'host';
  /** The other person. */
  other: Participant;
  last_message: Pick<Message, 'body' | 'sender_id' | 'created_at'> | null;
  last_message_at: string;
  unread_count: number;
}

export interface Thread {
  conversation: Conversation;
  /** Oldest first. */
  messages: Message[];
}

/** Events of the per-user stream. */
export type UserEvent =
  | { type: 'ready'; unread_total: number }
  | { type: 'message'; message: Message }
  | { type: 'unread'; unread_total: number };
