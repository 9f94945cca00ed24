import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { conversations, messages, profiles, spaces, users, type Database } from '@rentspace/db';
import { REMOVED_USER_NAME } from '@rentspace/core/account/schema';
import type { Conversation, Message } from '@rentspace/core/messages/api';
import { unnamedParticipant } from '@rentspace/core/messages/text';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

const MAX_CONVERSATIONS = 100;
/** A thread shows its latest messages; older ones are rarely read again. */
export const MAX_THREAD_MESSAGES = 200;

export const messageColumns = {
  id: messages.id,
  conversation_id: messages.conversation_id,
  sender_id: messages.sender_id,
  body: messages.body,
  created_at: messages.created_at,
  read_at: messages.read_at,
};

type MessageRow = {
  id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  created_at: Date;
  read_at: Date | null;
};
export const toMessage = (row: MessageRow): Message => ({
  ...row,
  created_at: row.created_at.toISOString(),
  read_at: row.read_at?.toISOString() ?? null,
});

export interface Membership {
  id: string;
  guest_id: string;
  host_id: string;
  space_id: string | null;
}

/** Whether `userId` takes part in the conversation (guest or host). */
const isParticipant = (userId: string) =>
  or(eq(conversations.guest_id, userId), eq(conversations.host_id, userId));
const hasMessages = sql`exists (select 1 from ${messages} where ${messages.conversation_id} = ${conversations.id})`;

/** Conversations between guests and hosts and their messages; every read is limited to participants. */
export function createMessageRepository(db: Database) {
  /** The conversations, as the viewer sees them: the other person, last message and unread count. */
  async function summaries(
    userId: string,
    where: ReturnType<typeof and>,
    limit: number,
  ): Promise<Conversation[]> {
    const otherId = sql<string>`case when ${conversations.guest_id} = ${userId} then ${conversations.host_id} else ${conversations.guest_id} end`;
    const rows = await db
      .select({
        id: conversations.id,
        guest_id: conversations.guest_id,
        other_id: otherId,
        last_message_at: conversations.last_message_at,
        space_id: spaces.id,
        space_title: spaces.title,
        space_images: spaces.images,
        space_shown: spaces.is_published,
        space_suspended: spaces.suspended_at,
        // A deleted account's messages stay; the person is shown as removed (docs/product/accounts-and-sessions.md#deleting-an-account).
        other_name: sql<
          string | null
        >`case when ${users.deleted_at} is not null then ${REMOVED_USER_NAME} else ${profiles.full_name} end`,
        other_avatar: profiles.avatar_url,
      })
      .from(conversations)
      .leftJoin(spaces, eq(spaces.id, conversations.space_id))
      .leftJoin(profiles, eq(profiles.id, otherId))
      .leftJoin(users, eq(users.id, otherId))
      .where(where)
      .orderBy(desc(conversations.last_message_at), desc(conversations.id))
      .limit(limit);
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [lasts, unread] = await Promise.all([
      db
        .selectDistinctOn([messages.conversation_id], {
          conversation_id: messages.conversation_id,
          body: messages.body,
          sender_id: messages.sender_id,
          created_at: messages.created_at,
        })
        .from(messages)
        .where(inArray(messages.conversation_id, ids))
        .orderBy(messages.conversation_id, desc(messages.created_at), desc(messages.id)),
      db
        .select({ conversation_id: messages.conversation_id, n: sql<number>`count(*)::int` })
        .from(messages)
        .where(
          and(
            inArray(messages.conversation_id, ids),
            ne(messages.sender_id, userId),
            isNull(messages.read_at),
          ),
        )
        .groupBy(messages.conversation_id),
    ]);
    const lastBy = new Map(lasts.map((row) => [row.conversation_id, row]));
    const unreadBy = new Map(unread.map((row) => [row.conversation_id, Number(row.n)]));
    return rows.map((row) => {
      const last = lastBy.get(row.id);
      return {
        id: row.id,
        // A listing the guest can no longer open (unpublished, suspended) is no longer available
        // to them, as one that is gone; its host still reaches their own listing from the thread.
        space:
          row.space_id && (row.guest_id !== userId || (row.space_shown && !row.space_suspended))
            ? { id: row.space_id, title: row.space_title ?? '', images: row.space_images ?? [] }
            : null,
        role: row.guest_id === userId ? 'guest' : 'host',
        other: {
          id: row.other_id,
          full_name: row.other_name ?? null,
          avatar_url: row.other_avatar ?? null,
        },
        last_message: last
          ? {
              body: last.body,
              sender_id: last.sender_id,
              created_at: last.created_at.toISOString(),
            }
          : null,
        last_message_at: row.last_message_at.toISOString(),
        unread_count: unreadBy.get(row.id) ?? 0,
      };
    });
  }

  return {
    /** The listing a conversation would be about: its owner and whether guests may see it. */
    async spaceForContact(spaceId: string) {
      const [row] = await db
        .select({ id: spaces.id, user_id: spaces.user_id, is_published: spaces.is_published })
        .from(spaces)
        .where(eq(spaces.id, spaceId));
      return row;
    },

    /** The guest's conversation about a listing, created when missing; `created` tells which. */
    async findOrCreate(
      tx: Tx,
      values: { space_id: string; guest_id: string; host_id: string; now: Date },
    ) {
      const inserted = await tx
        .insert(conversations)
        .values({
          space_id: values.space_id,
          guest_id: values.guest_id,
          host_id: values.host_id,
          created_at: values.now,
          last_message_at: values.now,
        })
        .onConflictDoNothing({ target: [conversations.space_id, conversations.guest_id] })
        .returning({ id: conversations.id });
      if (inserted[0]) return { id: inserted[0].id, created: true };
      const [found] = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            eq(conversations.space_id, values.space_id),
            eq(conversations.guest_id, values.guest_id),
          ),
        );
      return { id: found!.id, created: false };
    },

    /** The conversation when the user takes part in it; undefined otherwise (a 404 for others). */
    async membership(
      conn: Db,
      userId: string,
      conversationId: string,
    ): Promise<Membership | undefined> {
      const [row] = await conn
        .select({
          id: conversations.id,
          guest_id: conversations.guest_id,
          host_id: conversations.host_id,
          space_id: conversations.space_id,
        })
        .from(conversations)
        .where(and(eq(conversations.id, conversationId), isParticipant(userId)));
      return row;
    },

    /** What a new-message notification names: the sender and the listing, when it still exists. */
    async noticeFacts(
      conn: Db,
      senderId: string,
      senderSide: 'guest' | 'host',
      spaceId: string | null,
    ) {
      const [sender] = await conn
        .select({ name: profiles.full_name })
        .from(profiles)
        .where(eq(profiles.id, senderId));
      const [space] = spaceId
        ? await conn.select({ title: spaces.title }).from(spaces).where(eq(spaces.id, spaceId))
        : [];
      return {
        senderName: sender?.name || unnamedParticipant(senderSide),
        spaceTitle: space?.title ?? null,
      };
    },

    async addMessage(
      tx: Tx,
      conversationId: string,
      senderId: string,
      body: string,
      now: Date,
    ): Promise<Message> {
      const [row] = await tx
        .insert(messages)
        .values({ conversation_id: conversationId, sender_id: senderId, body, created_at: now })
        .returning(messageColumns);
      await tx
        .update(conversations)
        .set({ last_message_at: now })
        .where(eq(conversations.id, conversationId));
      return toMessage(row!);
    },

    /** Own conversations that have messages, newest first. */
    list(userId: string) {
      return summaries(userId, and(isParticipant(userId), hasMessages), MAX_CONVERSATIONS);
    },

    async summary(userId: string, conversationId: string): Promise<Conversation | undefined> {
      const [row] = await summaries(
        userId,
        and(eq(conversations.id, conversationId), isParticipant(userId)),
        1,
      );
      return row;
    },

    /** The latest messages of a conversation, oldest first. */
    async messagesOf(conversationId: string): Promise<Message[]> {
      const rows = await db
        .select(messageColumns)
        .from(messages)
        .where(eq(messages.conversation_id, conversationId))
        .orderBy(desc(messages.created_at), desc(messages.id))
        .limit(MAX_THREAD_MESSAGES);
      return rows.reverse().map(toMessage);
    },

    /** One message, if the user takes part in its conversation. */
    async messageFor(userId: string, messageId: string): Promise<Message | undefined> {
      const [row] = await db
        .select(messageColumns)
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversation_id))
        .where(and(eq(messages.id, messageId), isParticipant(userId)));
      return row ? toMessage(row) : undefined;
    },

    /** Marks what others sent in the conversation as read; the number of messages marked. */
    async markRead(tx: Tx, userId: string, conversationId: string, now: Date): Promise<number> {
      const marked = await tx
        .update(messages)
        .set({ read_at: now })
        .where(
          and(
            eq(messages.conversation_id, conversationId),
            ne(messages.sender_id, userId),
            isNull(messages.read_at),
          ),
        )
        .returning({ id: messages.id });
      return marked.length;
    },

    /** Messages others sent the user that are still unread, over all their conversations. */
    async unreadTotal(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversation_id))
        .where(
          and(isParticipant(userId), ne(messages.sender_id, userId), isNull(messages.read_at)),
        );
      return Number(row?.n ?? 0);
    },
  };
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;
