import { and, desc, eq, sql } from 'drizzle-orm';
import { favorites, queryRows, spaces, type Database } from '@rentspace/db';
import type { Favorite } from '@rentspace/core/favorites/api';
import { cardColumns, toSummary } from '../listings/columns.ts';

/** Saved listings (docs/product/search-and-cities.md#favourites); every query is the guest's own. */
export function createFavoriteRepository(db: Database) {
  return {
    /** The guest's saved listings with their cards, last saved first. */
    async list(userId: string, limit: number): Promise<Favorite[]> {
      const rows = await db
        .select({
          ...cardColumns,
          is_published: spaces.is_published,
          saved_at: favorites.created_at,
        })
        .from(favorites)
        .innerJoin(spaces, eq(spaces.id, favorites.space_id))
        .where(eq(favorites.user_id, userId))
        .orderBy(desc(favorites.created_at), desc(favorites.space_id))
        .limit(limit);
      return rows.map(({ saved_at, is_published, ...card }) => ({
        ...toSummary(card),
        is_published,
        saved_at: saved_at.toISOString(),
      }));
    },

    async ids(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: favorites.space_id })
        .from(favorites)
        .where(eq(favorites.user_id, userId))
        .orderBy(desc(favorites.created_at));
      return rows.map((row) => row.id);
    },

    /**
     * Saves a published listing, at most `max` per guest (a bound on the list's size, not a
     * quota: taps at the same instant may pass it by one or two). 'saved' also when it was
     * saved already.
     */
    async add(
      userId: string,
      spaceId: string,
      max: number,
    ): Promise<'saved' | 'not_found' | 'full'> {
      const inserted = await queryRows<{ space_id: string }>(
        db,
        sql`
        insert into ${favorites} (user_id, space_id)
        select ${userId}::uuid, ${spaces.id} from ${spaces}
        where ${spaces.id} = ${spaceId}::uuid and ${spaces.is_published}
          and (select count(*) from ${favorites} where user_id = ${userId}::uuid) < ${max}
        on conflict do nothing
        returning space_id`,
      );
      if (inserted.length > 0) return 'saved';
      const [state] = await db
        .select({
          published: spaces.is_published,
          saved: sql<boolean>`exists (select 1 from ${favorites} where ${favorites.user_id} = ${userId}::uuid and ${favorites.space_id} = ${spaces.id})`,
        })
        .from(spaces)
        .where(eq(spaces.id, spaceId));
      if (state?.saved) return 'saved';
      if (!state?.published) return 'not_found';
      return 'full';
    },

    async remove(userId: string, spaceId: string): Promise<void> {
      await db
        .delete(favorites)
        .where(and(eq(favorites.user_id, userId), eq(favorites.space_id, spaceId)));
    },

    /** How many people saved a listing, and whether the viewer is one of them. */
    async countFor(spaceId: string, viewerId?: string): Promise<{ count: number; saved: boolean }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          saved: viewerId
            ? sql<boolean>`coalesce(bool_or(${favorites.user_id} = ${viewerId}::uuid), false)`
            : sql<boolean>`false`,
        })
        .from(favorites)
        .where(eq(favorites.space_id, spaceId));
      return { count: row?.count ?? 0, saved: row?.saved ?? false };
    },
  };
}

export type FavoriteRepository = ReturnType<typeof createFavoriteRepository>;
