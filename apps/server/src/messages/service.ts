import { eq } from 'drizzle-orm';
import { profiles, type Database } from '@rentspace/db';
import type { Conversation, Message, Thread } from '@rentspace/core/messages/api';
import { MESSAGE_TEXT, type StartConversation } from '@rentspace/core/messages/schema';
import { sendingTooFast } from '@rentspace/core/messages/text';
import { hostResponse } from '@rentspace/core/profiles/response';
import { ApiError, notFound } from '../http/errors.ts';
import type { Clock } from '../clock.ts';
import { memoryLimiters, type LimiterFactory } from '../auth/rate-limits.ts';
import { enforce } from '../http/limits.ts';
import { measureHostResponse } from '../profiles/response-stats.ts';
import { announce } from './notify.ts';
import { notify } from '../notifications/notify.ts';
import type { MessageRepository } from './repository.ts';
import { excerpt } from '@rentspace/core/text';

const conversationNotFound = () => notFound(MESSAGE_TEXT.notFound);

/** How much of a message a notification shows. */
const EXCERPT_LENGTH = 140;

/** How many messages one person may send (docs/product/messages-and-reviews.md#how-fast-one-can-write). */
export interface MessageLimits {
  perMinute: number;
  perHour: number;
}

/** Threads between a guest and a host about a listing: start, read, reply, mark read. */
export function createMessageService({
  db,
  repo,
  clock,
  limits,
  limiters = memoryLimiters,
  siteUrl,
}: {
  db: Database;
  repo: MessageRepository;
  clock: Clock;
  limits: MessageLimits;
  limiters?: LimiterFactory;
  siteUrl: string;
}) {
  const perMinute = limiters('messages_minute', limits.perMinute, 60);
  const perHour = limiters('messages_hour', limits.perHour, 3600);

  /** Counts a message against its sender's limits, or refuses it with 429 before anything is stored. */
  async function countMessage(userId: string) {
    await enforce(perMinute, userId, sendingTooFast);
    await enforce(perHour, userId, sendingTooFast);
  }

  /**
   * Keeps profiles.response_rate and response_time (read by the space page's host card) in step
   * with a host's replies, as the profile page measures them.
   */
  async function refreshResponse(
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    hostId: string,
    now: Date,
  ) {
    const measure = await measureHostResponse(tx, hostId, now);
    if (measure.counted === 0) return;
    const { response_rate, response_time } = hostResponse(measure);
    await tx
      .update(profiles)
      .set(measure.medianReplyMs === null ? { response_rate } : { response_rate, response_time })
      .where(eq(profiles.id, hostId));
  }

  async function store(userId: string, conversationId: string, body: string): Promise<Message> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const member = await repo.membership(tx, userId, conversationId);
      if (!member) throw conversationNotFound();
      const message = await repo.addMessage(tx, conversationId, userId, body, now);
      if (userId === member.host_id) await refreshResponse(tx, member.host_id, now);
      await announce(tx, {
        type: 'INSERT',
        id: message.id,
        conversation_id: conversationId,
        user_ids: [member.guest_id, member.host_id],
      });
      const side = userId === member.host_id ? 'host' : 'guest';
      const facts = await repo.noticeFacts(tx, userId, side, member.space_id);
      await notify(
        tx,
        {
          userId: userId === member.host_id ? member.guest_id : member.host_id,
          kind: 'new_message',
          data: { conversationId, ...facts, excerpt: excerpt(body, EXCERPT_LENGTH) },
        },
        { siteUrl },
      );
      return message;
    });
  }

  return {
    /**
     * Opens the guest's thread about a listing (the same one on every call) and sends the first
     * message when one is given. A host cannot message themselves; drafts are not contactable.
     */
    async start(
      userId: string,
      input: StartConversation,
    ): Promise<{ conversation: Conversation; created: boolean }> {
      if (input.body) await countMessage(userId);
      const space = await repo.spaceForContact(input.space_id);
      if (!space || (!space.is_published && space.user_id !== userId))
        throw notFound('Space not found');
      if (space.user_id === userId) throw new ApiError(403, 'own_listing', MESSAGE_TEXT.ownListing);
      const now = clock.now();
      const { id, created } = await db.transaction((tx) =>
        repo.findOrCreate(tx, {
          space_id: space.id,
          guest_id: userId,
          host_id: space.user_id,
          now,
        }),
      );
      if (input.body) await store(userId, id, input.body);
      return { conversation: (await repo.summary(userId, id))!, created };
    },

    list: (userId: string) => repo.list(userId),
    unreadTotal: (userId: string) => repo.unreadTotal(userId),

    async thread(userId: string, conversationId: string): Promise<Thread> {
      const conversation = await repo.summary(userId, conversationId);
      if (!conversation) throw conversationNotFound();
      return { conversation, messages: await repo.messagesOf(conversationId) };
    },

    /** Sends a message in an own conversation, within the sender's limits. */
    async send(userId: string, conversationId: string, body: string): Promise<Message> {
      await countMessage(userId);
      return store(userId, conversationId, body);
    },

    /** Marks the thread read for the user and tells their other tabs the new unread total. */
    async markRead(userId: string, conversationId: string): Promise<number> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const member = await repo.membership(tx, userId, conversationId);
        if (!member) throw conversationNotFound();
        const marked = await repo.markRead(tx, userId, conversationId, now);
        if (marked > 0)
          await announce(tx, {
            type: 'UPDATE',
            id: conversationId,
            conversation_id: conversationId,
            user_ids: [userId],
          });
      });
      return repo.unreadTotal(userId);
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
