import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  notificationPreferences,
  notifications,
  outboxEmails,
  users,
  type Database,
} from '@rentspace/db';
import type { NotificationKind } from '@rentspace/core/notifications/kinds';
import { REALTIME_CHANNEL } from '../realtime/hub.ts';
import { renderEmail } from './email.ts';
import { TEMPLATES, type NotificationData } from './templates.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One event for one person: the kind and what its template is made from. */
export type NotificationEvent = {
  [K in NotificationKind]: { userId: string; kind: K; data: NotificationData[K] };
}[NotificationKind];

/**
 * Tells a person of an event (docs/product/notifications.md), inside the event's own transaction:
 * the in-app notification is written and announced on their stream, and the e-mail is put in the
 * outbox (HTML and plain text from the kind's one template) unless they turned that kind of e-mail
 * off. All of it is committed with the event, or none of it. Returns the notification's id.
 */
export async function notify(
  tx: Tx | Database,
  event: NotificationEvent,
  context: { siteUrl: string },
): Promise<string> {
  const { userId, kind } = event;
  const content = (
    TEMPLATES[kind] as (
      data: NotificationEvent['data'],
    ) => ReturnType<(typeof TEMPLATES)[typeof kind]>
  )(event.data);
  const [row] = await tx
    .insert(notifications)
    .values({
      user_id: userId,
      kind,
      title: content.title,
      body: content.body,
      link: content.link,
      data: event.data,
    })
    .returning({ id: notifications.id });
  const id = row!.id;
  // Delivered to the person's stream once committed, and never if the event is rolled back.
  const notice = JSON.stringify({ table: 'notifications', type: 'INSERT', id, user_id: userId });
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${notice})`);

  const [recipient] = await tx
    .select({ email: users.email, wanted: notificationPreferences.email })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.user_id, users.id), eq(notificationPreferences.kind, kind)),
    )
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
  if (!recipient || recipient.wanted === false) return id;
  const email = await renderEmail(content, context.siteUrl);
  await tx.insert(outboxEmails).values({
    to_address: recipient.email,
    subject: content.subject,
    text_body: email.text,
    html_body: email.html,
    kind,
  });
  return id;
}
