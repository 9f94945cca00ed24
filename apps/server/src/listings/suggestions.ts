import { and, desc, eq } from 'drizzle-orm';
import { spaceTypeSuggestions, spaceTypes, type Database } from '@rentspace/db';
import type { SuggestionStatus } from '@rentspace/core/listings/constants';
import type { SpaceType, SpaceTypeSuggestion } from '@rentspace/core/listings/types';

const columns = {
  id: spaceTypeSuggestions.id,
  name: spaceTypeSuggestions.name,
  label: spaceTypeSuggestions.label,
  status: spaceTypeSuggestions.status,
  created_at: spaceTypeSuggestions.created_at,
};

const toSuggestion = (row: {
  id: string;
  name: string;
  label: string;
  status: SuggestionStatus;
  created_at: Date;
}): SpaceTypeSuggestion => ({ ...row, created_at: row.created_at.toISOString() });

/** What an admin's decision found: the suggestion gone, already decided, or decided now. */
export type Decision =
  | { outcome: 'not_found' }
  | { outcome: 'already_decided' }
  | { outcome: 'rejected' }
  | { outcome: 'approved'; type: SpaceType };

/**
 * Space types suggested by people who are not admins (docs/product/listings.md#space-type-suggestions):
 * kept apart from `space_types`, the public list, until an admin approves them.
 */
export function createSuggestionRepository(db: Database) {
  return {
    /** Records a suggestion; the same person suggesting the same name again gets their first one. */
    async suggest(
      userId: string,
      input: { name: string; label: string },
    ): Promise<SpaceTypeSuggestion> {
      const [created] = await db
        .insert(spaceTypeSuggestions)
        .values({ ...input, suggested_by: userId })
        .onConflictDoNothing()
        .returning(columns);
      if (created) return toSuggestion(created);
      const [existing] = await db
        .select(columns)
        .from(spaceTypeSuggestions)
        .where(
          and(
            eq(spaceTypeSuggestions.suggested_by, userId),
            eq(spaceTypeSuggestions.name, input.name),
          ),
        );
      return toSuggestion(existing!);
    },

    /** A person's own suggestions, newest first. */
    async listOwn(userId: string): Promise<SpaceTypeSuggestion[]> {
      const rows = await db
        .select(columns)
        .from(spaceTypeSuggestions)
        .where(eq(spaceTypeSuggestions.suggested_by, userId))
        .orderBy(desc(spaceTypeSuggestions.created_at), desc(spaceTypeSuggestions.id));
      return rows.map(toSuggestion);
    },

    /** Where a person's own suggestion of `name` stands, if they made one. */
    async statusOf(userId: string, name: string): Promise<SuggestionStatus | undefined> {
      const [row] = await db
        .select({ status: spaceTypeSuggestions.status })
        .from(spaceTypeSuggestions)
        .where(
          and(eq(spaceTypeSuggestions.suggested_by, userId), eq(spaceTypeSuggestions.name, name)),
        );
      return row?.status;
    },

    /**
     * An admin approves or rejects a pending suggestion. Approving lists the type (or finds it
     * listed) and approves every pending suggestion of the same name with it.
     */
    async decide(id: string, adminId: string, approve: boolean, now: Date): Promise<Decision> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            name: spaceTypeSuggestions.name,
            label: spaceTypeSuggestions.label,
            status: spaceTypeSuggestions.status,
          })
          .from(spaceTypeSuggestions)
          .where(eq(spaceTypeSuggestions.id, id))
          .for('update');
        if (!row) return { outcome: 'not_found' };
        if (row.status !== 'pending') return { outcome: 'already_decided' };
        const decided = { decided_by: adminId, decided_at: now };
        if (!approve) {
          await tx
            .update(spaceTypeSuggestions)
            .set({ ...decided, status: 'rejected' })
            .where(eq(spaceTypeSuggestions.id, id));
          return { outcome: 'rejected' };
        }
        await tx
          .insert(spaceTypes)
          .values({ name: row.name, label: row.label })
          .onConflictDoNothing();
        const [type] = await tx
          .select({
            id: spaceTypes.id,
            name: spaceTypes.name,
            label: spaceTypes.label,
            created_at: spaceTypes.created_at,
          })
          .from(spaceTypes)
          .where(eq(spaceTypes.name, row.name));
        await tx
          .update(spaceTypeSuggestions)
          .set({ ...decided, status: 'approved' })
          .where(
            and(
              eq(spaceTypeSuggestions.name, row.name),
              eq(spaceTypeSuggestions.status, 'pending'),
            ),
          );
        return {
          outcome: 'approved',
          type: { ...type!, created_at: type!.created_at.toISOString() },
        };
      });
    },
  };
}

export type SuggestionRepository = ReturnType<typeof createSuggestionRepository>;
