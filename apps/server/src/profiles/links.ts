import { and, asc, eq, sql } from 'drizzle-orm';
import { profileLinks, type Database } from '@rentspace/db';
import type { Link, LinkPatch } from '@rentspace/core/profiles/schemas';
import type { ProfileLink } from '@rentspace/core/profiles/api';
import { MAX_PROFILE_LINKS } from '@rentspace/core/profiles/limits';
import { ApiError, conflict, notFound, validationError } from '../http/errors.ts';
import { lockProfile } from './lock.ts';

const columns = {
  id: profileLinks.id,
  title: profileLinks.title,
  url: profileLinks.url,
  icon: profileLinks.icon,
  display_order: profileLinks.display_order,
};

export const linkNotFound = () => notFound('Link not found');

/** A person's own profile links: every query is filtered by the owner, so others' ids are 404s. */
export function createLinkRepository(db: Database) {
  const list = (profileId: string): Promise<ProfileLink[]> =>
    db
      .select(columns)
      .from(profileLinks)
      .where(eq(profileLinks.profile_id, profileId))
      .orderBy(asc(profileLinks.display_order), asc(profileLinks.created_at));

  return {
    list,

    /** Adds a link after the others; the owner's profile row is locked while it counts. */
    async create(profileId: string, link: Link): Promise<ProfileLink> {
      return db.transaction(async (tx) => {
        await lockProfile(tx, profileId);
        const existing = await tx
          .select({ display_order: profileLinks.display_order })
          .from(profileLinks)
          .where(eq(profileLinks.profile_id, profileId));
        if (existing.length >= MAX_PROFILE_LINKS)
          throw conflict('too_many_links', `You can add up to ${MAX_PROFILE_LINKS} links`);
        const next = existing.reduce((max, row) => Math.max(max, row.display_order + 1), 0);
        const [row] = await tx
          .insert(profileLinks)
          .values({
            profile_id: profileId,
            title: link.title,
            url: link.url,
            icon: link.icon ?? null,
            display_order: next,
          })
          .returning(columns);
        return row!;
      });
    },

    async update(profileId: string, id: string, patch: LinkPatch): Promise<ProfileLink> {
      if (Object.keys(patch).length === 0)
        throw new ApiError(400, 'validation_failed', 'Nothing to update');
      const [row] = await db
        .update(profileLinks)
        .set(patch)
        .where(and(eq(profileLinks.id, id), eq(profileLinks.profile_id, profileId)))
        .returning(columns);
      if (!row) throw linkNotFound();
      return row;
    },

    async remove(profileId: string, id: string): Promise<void> {
      const deleted = await db
        .delete(profileLinks)
        .where(and(eq(profileLinks.id, id), eq(profileLinks.profile_id, profileId)))
        .returning({ id: profileLinks.id });
      if (deleted.length === 0) throw linkNotFound();
    },

    /** Puts the links in the given order; the ids must be exactly the person's links. */
    async reorder(profileId: string, ids: string[]): Promise<ProfileLink[]> {
      await db.transaction(async (tx) => {
        await lockProfile(tx, profileId);
        const own = await tx
          .select({ id: profileLinks.id })
          .from(profileLinks)
          .where(eq(profileLinks.profile_id, profileId));
        const ownIds = new Set(own.map((row) => row.id));
        if (ids.some((id) => !ownIds.has(id))) throw linkNotFound();
        if (ids.length !== ownIds.size)
          throw validationError({ ids: ['Send every link in its new order'] });
        const order = sql`ARRAY[${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]`;
        await tx
          .update(profileLinks)
          .set({ display_order: sql`array_position(${order}, ${profileLinks.id}) - 1` })
          .where(eq(profileLinks.profile_id, profileId));
      });
      return list(profileId);
    },
  };
}

export type LinkRepository = ReturnType<typeof createLinkRepository>;
