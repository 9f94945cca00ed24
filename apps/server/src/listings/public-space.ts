import { and, eq, inArray } from 'drizzle-orm';
import { bookings, profiles, spaces, type Database } from '@rentspace/db';
import { DEFAULT_RESPONSE_RATE, DEFAULT_RESPONSE_TIME } from '@rentspace/core/profiles/constants';
import { isUuid } from '@rentspace/core/ids';
import type { SpaceDetail } from '@rentspace/core/bookings/api';

const detailColumns = {
  id: spaces.id,
  user_id: spaces.user_id,
  title: spaces.title,
  description: spaces.description,
  type: spaces.type,
  rental_type: spaces.rental_type,
  images: spaces.images,
  videos: spaces.videos,
  hourly_price: spaces.hourly_price,
  daily_price: spaces.daily_price,
  weekly_price: spaces.weekly_price,
  monthly_price: spaces.monthly_price,
  yearly_price: spaces.yearly_price,
  currency: spaces.currency,
  location: spaces.location,
  country: spaces.country,
  city: spaces.city,
  state: spaces.state,
  capacity: spaces.capacity,
  time_zone: spaces.time_zone,
  amenities: spaces.amenities,
  brand: spaces.brand,
  model: spaces.model,
  year: spaces.year,
  condition: spaces.condition,
  safety_equipment_included: spaces.safety_equipment_included,
  deposit_required: spaces.deposit_required,
  deposit_amount: spaces.deposit_amount,
  insurance_required: spaces.insurance_required,
  location_type: spaces.location_type,
  delivery_available: spaces.delivery_available,
  delivery_fee: spaces.delivery_fee,
  pickup_available: spaces.pickup_available,
  license_required: spaces.license_required,
  age_restriction: spaces.age_restriction,
  waiver_required: spaces.waiver_required,
  min_rental_duration: spaces.min_rental_duration,
  max_rental_duration: spaces.max_rental_duration,
  cancellation_policy: spaces.cancellation_policy,
  available: spaces.available,
  is_published: spaces.is_published,
  status: spaces.status,
  featured: spaces.featured,
  popular: spaces.popular,
  great_value: spaces.great_value,
  rating: spaces.rating,
  review_count: spaces.review_count,
  created_at: spaces.created_at,
  street_address: spaces.street_address,
  unit_number: spaces.unit_number,
  postal_code: spaces.postal_code,
  host_full_name: profiles.full_name,
  host_avatar_url: profiles.avatar_url,
  host_response_rate: profiles.response_rate,
  host_response_time: profiles.response_time,
};

/** The public listing read (GET /rest/v1/spaces/{id}): a listing with its host. */
export function createPublicSpaceReads(db: Database) {
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
        .select(detailColumns)
        .from(spaces)
        .leftJoin(profiles, eq(profiles.id, spaces.user_id))
        .where(eq(spaces.id, id));
      if (!row) return null;
      const isOwner = viewerId !== undefined && viewerId === row.user_id;
      if (!row.is_published && !isOwner) return null;
      const addressVisible = await maySeeAddress(row.id, row.user_id, viewerId);
      const {
        host_full_name,
        host_avatar_url,
        host_response_rate,
        host_response_time,
        created_at,
        ...listing
      } = row;
      return {
        ...listing,
        created_at: created_at.toISOString(),
        street_address: addressVisible ? listing.street_address : null,
        unit_number: addressVisible ? listing.unit_number : null,
        postal_code: addressVisible ? listing.postal_code : null,
        address_visible: addressVisible,
        is_owner: isOwner,
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
