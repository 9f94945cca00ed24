import { sql } from 'drizzle-orm';
import { profiles, users, type Database } from '@rentspace/db';

/** Grants or revokes admin rights by e-mail; creates the profile row when it is missing. */
export async function setAdmin(db: Database, email: string, isAdmin: boolean) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (!user) return undefined;
  await db
    .insert(profiles)
    .values({ id: user.id, is_admin: isAdmin })
    .onConflictDoUpdate({
      target: profiles.id,
      set: { is_admin: isAdmin, updated_at: new Date() },
    });
  return { email: user.email, is_admin: isAdmin };
}
