import { and, desc, eq } from 'drizzle-orm';
import { spaces, type Database } from '@rentspace/db';
import { summaryColumns, toSummary } from './summary.ts';

export function createSpaceRepository(db: Database) {
  return {
    /** Published, available listings, newest first (what guests may see). */
    async listListed(limit: number) {
      const rows = await db
        .select(summaryColumns)
        .from(spaces)
        .where(and(eq(spaces.is_published, true), eq(spaces.available, true)))
        .orderBy(desc(spaces.created_at), desc(spaces.id))
        .limit(limit);
      return rows.map(toSummary);
    },
  };
}

export type SpaceRepository = ReturnType<typeof createSpaceRepository>;
