import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import {
  profileLinks,
  profileUpdates,
  profiles,
  spaces,
  users,
  type Database,
} from '@rentspace/db';
import { hostStats, type PublicProfile } from '@rentspace/core/profiles/public-profile';
import { hostResponse } from '@rentspace/core/profiles/response';
import { measureHostResponse } from './response-stats.ts';

/**
 * What anyone may see of a host: the profile (or the defaults of docs/product/profiles.md when the row is missing),
 * their published and available listings, links and updates. The response rate and time are
 * measured from how the host answers messages once there is data. Undefined for an unknown user.
 */
export async function loadPublicProfile(
  db: Database,
  userId: string,
  now: Date,
): Promise<PublicProfile | undefined> {
  const [[user], [profile], listings, links, updates, measure] = await Promise.all([
    db
      .select({ id: users.id, created_at: users.created_at })
      .from(users)
      // A deleted account has no public profile (docs/product/accounts-and-sessions.md#deleting-an-account).
      .where(and(eq(users.id, userId), isNull(users.deleted_at))),
    db
      .select({
        full_name: profiles.full_name,
        avatar_url: profiles.avatar_url,
        banner_url: profiles.banner_url,
        bio: profiles.bio,
        website: profiles.website,
        location: profiles.location,
        response_rate: profiles.response_rate,
        response_time: profiles.response_time,
        instagram: profiles.instagram,
        twitter: profiles.twitter,
        facebook: profiles.facebook,
        linkedin: profiles.linkedin,
        youtube: profiles.youtube,
        tiktok: profiles.tiktok,
        created_at: profiles.created_at,
      })
      .from(profiles)
      .where(eq(profiles.id, userId)),
    db
      .select({
        id: spaces.id,
        title: spaces.title,
        location: spaces.location,
        images: spaces.images,
        rating: spaces.rating,
        review_count: spaces.review_count,
        hourly_price: spaces.hourly_price,
        currency: spaces.currency,
      })
      .from(spaces)
      .where(
        and(eq(spaces.user_id, userId), eq(spaces.available, true), eq(spaces.is_published, true)),
      )
      .orderBy(desc(spaces.created_at)),
    db
      .select({
        id: profileLinks.id,
        title: profileLinks.title,
        url: profileLinks.url,
        icon: profileLinks.icon,
        display_order: profileLinks.display_order,
      })
      .from(profileLinks)
      .where(eq(profileLinks.profile_id, userId))
      .orderBy(asc(profileLinks.display_order)),
    db
      .select({
        id: profileUpdates.id,
        title: profileUpdates.title,
        content: profileUpdates.content,
        type: profileUpdates.type,
        is_pinned: profileUpdates.is_pinned,
        created_at: profileUpdates.created_at,
      })
      .from(profileUpdates)
      .where(eq(profileUpdates.profile_id, userId))
      .orderBy(
        desc(profileUpdates.is_pinned),
        desc(profileUpdates.created_at),
        desc(profileUpdates.id),
      ),
    measureHostResponse(db, userId, now),
  ]);
  if (!user) return undefined;
  const response = hostResponse(measure, {
    response_rate: profile?.response_rate ?? null,
    response_time: profile?.response_time ?? null,
  });
  return {
    id: userId,
    full_name: profile?.full_name ?? null,
    avatar_url: profile?.avatar_url ?? null,
    banner_url: profile?.banner_url ?? null,
    bio: profile?.bio ?? null,
    website: profile?.website ?? null,
    location: profile?.location ?? null,
    response_rate: response.response_rate,
    response_time: response.response_time,
    instagram: profile?.instagram ?? null,
    twitter: profile?.twitter ?? null,
    facebook: profile?.facebook ?? null,
    linkedin: profile?.linkedin ?? null,
    youtube: profile?.youtube ?? null,
    tiktok: profile?.tiktok ?? null,
    created_at: (profile?.created_at ?? user.created_at).toISOString(),
    stats: hostStats(listings),
    listings,
    links,
    updates: updates.map((update) => ({ ...update, created_at: update.created_at.toISOString() })),
  };
}
