import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { spaces } from './spaces.ts';

/** A listing a guest saved (docs/product/search-and-cities.md#favourites); one row per guest and listing. */
export const favorites = pgTable(
  'favorites',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    space_id: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.space_id] }),
    index('favorites_user_created_idx').on(t.user_id, t.created_at.desc().nullsFirst()),
    index('favorites_space_id_idx').on(t.space_id),
  ],
);
