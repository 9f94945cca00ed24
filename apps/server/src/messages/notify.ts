import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@rentspace/db';
import { REALTIME_CHANNEL, type ChangeEvent } from '../realtime/hub.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a message notification carries: ids only (NOTIFY payloads are small and public to every
 * instance's listener), never a message body. `user_ids` are the people whose streams care.
 * The public /realtime/v1/changes stream drops the table, so these never reach anonymous clients.
 */
export const MessageNoticeSchema = z.object({
  table: z.literal('messages'),
  type: z.enum(['INSERT', 'UPDATE']),
  /** The message (INSERT) or the conversation read (UPDATE). */
  id: z.uuid(),
  conversation_id: z.uuid(),
  user_ids: z.array(z.uuid()).min(1),
});
export type MessageNotice = z.infer<typeof MessageNoticeSchema>;

/** A notification from the realtime hub, when it is about messages. */
export function readMessageNotice(event: ChangeEvent): MessageNotice | null {
  if (event.table !== 'messages') return null;
  const parsed = MessageNoticeSchema.safeParse(event);
  return parsed.success ? parsed.data : null;
}

/**
 * Announces a message change on the channel every instance LISTENs to. Sent inside the
 * transaction, so it is delivered only once the change is committed, and never if it is not.
 */
export async function announce(tx: Tx, notice: Omit<MessageNotice, 'table'>): Promise<void> {
  const payload = JSON.stringify({ table: 'messages', ...notice });
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
}
