import { z } from 'zod';
import type { ChangeEvent } from './hub.ts';

/**
 * What the database announces about a change to a listing (the `spaces_realtime` trigger): whose
 * listing it is, and whether the public could see it before or after the change. The owner's id
 * stays on the server: the public stream sends only table, type and id, and only when `public`.
 */
export const SpaceNoticeSchema = z.object({
  table: z.literal('spaces'),
  type: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  id: z.uuid(),
  user_id: z.uuid(),
  /** Published before or after the change; false for a change to a draft that stays one. */
  public: z.boolean(),
});
export type SpaceNotice = z.infer<typeof SpaceNoticeSchema>;

/** A notification from the realtime hub, when it is about a listing and complete. */
export function readSpaceNotice(event: ChangeEvent): SpaceNotice | null {
  if (event.table !== 'spaces') return null;
  const parsed = SpaceNoticeSchema.safeParse(event);
  return parsed.success ? parsed.data : null;
}

/**
 * A change to one of the person's drafts (docs/product/listings.md#who-sees-a-listing): only
 * they may hear of it, on their own stream.
 */
export function isOwnDraftChange(notice: SpaceNotice, userId: string): boolean {
  return !notice.public && notice.user_id === userId;
}
