import { and, eq, inArray } from 'drizzle-orm';
import { bookings, profiles, spaces, type Database } from '@rentspace/db';
import { DEFAULT_RESPONSE_RATE, DEFAULT_RESPONSE_TIME } from '@rentspace/core/profiles/constants';
import { isUuid } from '@rentspace/core/ids';
import type { SpaceDetail } from '@rentspace/core/bookings/api';
import { publicColumns } from './columns.ts';
import { createFavoriteRepository } from '../favorites/repository.ts';

/** The listing's public view with its host's card (the host may have no profile row yet). */
const withHost = {
  ...publicColumns,
  exact_latitude: spaces.latitude,
  exact_longitude: spaces.longitude,
  host_full_name: profiles.full_name,
  host_avatar_url: profiles.avatar_url,
  host_response_rate: profiles.response_rate,
  host_response_time: profiles.response_time,
};

/** The public listing read (GET /rest/v1/spaces/{id}): a listing with its host. */
export function createPublicSpaceReads(db: Database) {
  const favorites = createFavoriteRepository(db);
  /** Owner, or a guest whose booking of it was confirmed (docs/product/listings.md#address-sharing). */
  async function maySeeAddress(
    spaceId: string,
    ownerId: string,
    viewerId: string | undefined,
  ): Promise<boolean> {
    if (!viewerId) return false;
    if (viewerId === ownerId) return true;
    const [booking] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.space_id, spaceId),
          eq(bookings.user_id, viewerId),
          inArray(bookings.status, ['confirmed', 'completed']),
        ),
      )
      .limit(1);
    return Boolean(booking);
  }

  return {
    /** A listing the viewer may see (published, or their own), or null. */
    async getSpace(id: string, viewerId?: string): Promise<SpaceDetail | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select(withHost)
        .from(spaces)
        .leftJoin(profiles, eq(profiles.id, spaces.user_id))
        .where(eq(spaces.id, id));
      if (!row) return null;
      const isOwner = viewerId !== undefined && viewerId === row.user_id;
      if (!row.is_published && !isOwner) return null;
      const [addressVisible, saves] = await Promise.all([
        maySeeAddress(row.id, row.user_id, viewerId),
        favorites.countFor(row.id, viewerId),
      ]);
      const {
        host_full_name,
        host_avatar_url,
        host_response_rate,
        host_response_time,
        created_at,
        exact_latitude,
        exact_longitude,
        ...listing
      } = row;
      return {
        ...listing,
        created_at: created_at.toISOString(),
        street_address: addressVisible ? listing.street_address : null,
        unit_number: addressVisible ? listing.unit_number : null,
        postal_code: addressVisible ? listing.postal_code : null,
        address_visible: addressVisible,
        // The pin goes with the address; everyone else keeps the approximate point.
        latitude: addressVisible ? exact_latitude : listing.latitude,
        longitude: addressVisible ? exact_longitude : listing.longitude,
        location_exact: addressVisible && exact_latitude !== null,
        is_owner: isOwner,
        saved_count: saves.count,
        saved: saves.saved,
        host: {
          id: row.user_id,
          full_name: host_full_name,
          avatar_url: host_avatar_url,
          response_rate: host_response_rate ?? DEFAULT_RESPONSE_RATE,
          response_time: host_response_time ?? DEFAULT_RESPONSE_TIME,
        },
      };
    },
  };
}

export type PublicSpaceReads = ReturnType<typeof createPublicSpaceReads>;
