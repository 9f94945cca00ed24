import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A file a person uploaded (with the copies stored beside it): who, where, how many bytes it
 * counts against their storage. A file no listing or profile refers to 24 hours after its upload
 * is removed by the job runner, row and stored objects.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bucket: text('bucket').notNull(),
    path: text('path').notNull(),
    /** The public URL listings and profiles keep (spaces.images, videos, avatar_url, banner_url). */
    url: text('url').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploads_bucket_path_key').on(t.bucket, t.path),
    index('uploads_user_idx').on(t.user_id),
    index('uploads_created_at_idx').on(t.created_at),
  ],
);
