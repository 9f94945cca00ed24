import { eq } from 'drizzle-orm';
import { profiles, type Database } from '@rentspace/db';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Creates the person's profile row when missing (links and updates refer to it) and locks it
 * until the transaction ends, so that two requests cannot both pass a count limit.
 */
export async function lockProfile(tx: Tx, profileId: string): Promise<void> {
  await tx.insert(profiles).values({ id: profileId, is_admin: false }).onConflictDoNothing();
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for('update');
}
