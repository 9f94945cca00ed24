import { eq } from 'drizzle-orm';
import { profiles, type Database } from '@rentspace/db';
import type { Profile } from '@rentspace/core/profiles/schemas';

export const ownProfileColumns = {
  id: profiles.id,
  full_name: profiles.full_name,
  avatar_url: profiles.avatar_url,
  banner_url: profiles.banner_url,
  bio: profiles.bio,
  response_rate: profiles.response_rate,
  response_time: profiles.response_time,
  website: profiles.website,
  location: profiles.location,
  instagram: profiles.instagram,
  twitter: profiles.twitter,
  facebook: profiles.facebook,
  linkedin: profiles.linkedin,
  youtube: profiles.youtube,
  tiktok: profiles.tiktok,
  stripe_account_id: profiles.stripe_account_id,
  stripe_onboarding_complete: profiles.stripe_onboarding_complete,
  is_admin: profiles.is_admin,
  created_at: profiles.created_at,
};

export function createProfileRepository(db: Database) {
  return {
    async findOwn(id: string) {
      const [row] = await db.select(ownProfileColumns).from(profiles).where(eq(profiles.id, id));
      return row;
    },
    /** A missing profile row is created with is_admin false (docs/product/roles-and-permissions.md#admin-rights). */
    async ensure(id: string) {
      await db.insert(profiles).values({ id, is_admin: false }).onConflictDoNothing();
      const [row] = await db.select(ownProfileColumns).from(profiles).where(eq(profiles.id, id));
      return row!;
    },
    /** Writes the editable fields given (others stay as they are); the row must exist. */
    async updateOwn(id: string, values: Profile, now: Date) {
      const [row] = await db
        .update(profiles)
        .set({ ...values, updated_at: now })
        .where(eq(profiles.id, id))
        .returning(ownProfileColumns);
      return row!;
    },
    async isAdmin(id: string): Promise<boolean> {
      const [row] = await db
        .select({ is_admin: profiles.is_admin })
        .from(profiles)
        .where(eq(profiles.id, id));
      return row?.is_admin === true;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
