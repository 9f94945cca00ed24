import { and, desc, eq, sql } from 'drizzle-orm';
import { profileUpdates, type Database } from '@rentspace/db';
import type { Update, UpdatePatch } from '@rentspace/core/profiles/schemas';
import type { ProfileUpdate } from '@rentspace/core/profiles/api';
import { MAX_PROFILE_UPDATES } from '@rentspace/core/profiles/limits';
import { ApiError, conflict, notFound } from '../http/errors.ts';
import { lockProfile } from './lock.ts';

const columns = {
  id: profileUpdates.id,
  title: profileUpdates.title,
  content: profileUpdates.content,
  type: profileUpdates.type,
  is_pinned: profileUpdates.is_pinned,
  created_at: profileUpdates.created_at,
};

type Row = Omit<ProfileUpdate, 'created_at'> & { created_at: Date };
const toUpdate = (row: Row): ProfileUpdate => ({
  ...row,
  created_at: row.created_at.toISOString(),
});
const updateNotFound = () => notFound('Update not found');

/** A person's own profile updates: pinned first, then newest (docs/product/profiles.md#profile-updates). Others' ids are 404s. */
export function createUpdateRepository(db: Database) {
  return {
    async list(profileId: string): Promise<ProfileUpdate[]> {
      const rows = await db
        .select(columns)
        .from(profileUpdates)
        .where(eq(profileUpdates.profile_id, profileId))
        .orderBy(
          desc(profileUpdates.is_pinned),
          desc(profileUpdates.created_at),
          desc(profileUpdates.id),
        );
      return rows.map(toUpdate);
    },

    async create(profileId: string, update: Update, now: Date): Promise<ProfileUpdate> {
      return db.transaction(async (tx) => {
        await lockProfile(tx, profileId);
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(profileUpdates)
          .where(eq(profileUpdates.profile_id, profileId));
        if (Number(counted?.n ?? 0) >= MAX_PROFILE_UPDATES) {
          throw conflict(
            'too_many_updates',
            `You can keep up to ${MAX_PROFILE_UPDATES} updates. Delete an old one first.`,
          );
        }
        const [row] = await tx
          .insert(profileUpdates)
          .values({ profile_id: profileId, ...update, created_at: now })
          .returning(columns);
        return toUpdate(row!);
      });
    },

    async update(profileId: string, id: string, patch: UpdatePatch): Promise<ProfileUpdate> {
      if (Object.keys(patch).length === 0)
        throw new ApiError(400, 'validation_failed', 'Nothing to update');
      const [row] = await db
        .update(profileUpdates)
        .set(patch)
        .where(and(eq(profileUpdates.id, id), eq(profileUpdates.profile_id, profileId)))
        .returning(columns);
      if (!row) throw updateNotFound();
      return toUpdate(row);
    },

    async remove(profileId: string, id: string): Promise<void> {
      const deleted = await db
        .delete(profileUpdates)
        .where(and(eq(profileUpdates.id, id), eq(profileUpdates.profile_id, profileId)))
        .returning({ id: profileUpdates.id });
      if (deleted.length === 0) throw updateNotFound();
    },
  };
}

export type UpdateRepository = ReturnType<typeof createUpdateRepository>;
