import { sql } from 'drizzle-orm';
import { spaces } from '@rentspace/db';
import type { SpaceSummary } from '@rentspace/core/spaces/types';
import type { EditableSpace, OwnSpace } from '@rentspace/core/listings/types';

/*
 * The columns of a `spaces` row each view reads, one list per view, each built on the smaller one
 * it extends. Each matches its response schema in packages/core field for field (columns.test.ts):
 *   card (SpaceSummary) -> own card (OwnSpace, + is_published)
 *   card -> shared detail (SpaceFields) -> public view (SpaceDetail, + ranking flags)
 *                                       -> owner's edit view (EditableSpace, + category, updated_at)
 */

/** The card: never the street address or owner-only fields. */
export const cardColumns = {
  id: spaces.id,
  user_id: spaces.user_id,
  title: spaces.title,
  location: spaces.location,
  country: spaces.country,
  type: spaces.type,
  rental_type: spaces.rental_type,
  images: spaces.images,
  hourly_price: spaces.hourly_price,
  daily_price: spaces.daily_price,
  weekly_price: spaces.weekly_price,
  monthly_price: spaces.monthly_price,
  currency: spaces.currency,
  amenities: spaces.amenities,
  capacity: spaces.capacity,
  rating: spaces.rating,
  review_count: spaces.review_count,
  available: spaces.available,
  status: spaces.status,
  booking_mode: spaces.booking_mode,
  created_at: spaces.created_at,
  // Never the pin: the point moved by the listing's stored offset (docs/product/listings.md#location-on-the-map).
  latitude: spaces.approx_latitude,
  longitude: spaces.approx_longitude,
};

/** The card as its owner sees it in their list: with the publish flag. */
export const ownCardColumns = {
  ...cardColumns,
  is_published: spaces.is_published,
  suspended: sql<boolean>`${spaces.suspended_at} is not null`,
  suspension_reason: spaces.suspension_reason,
};

/** What the listing's page and its edit form both read, beyond the card. */
const detailColumns = {
  ...cardColumns,
  description: spaces.description,
  videos: spaces.videos,
  yearly_price: spaces.yearly_price,
  city: spaces.city,
  state: spaces.state,
  time_zone: spaces.time_zone,
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
  opening_hours: spaces.opening_hours,
  min_notice_hours: spaces.min_notice_hours,
  booking_window_months: spaces.booking_window_months,
  buffer_minutes: spaces.buffer_minutes,
  cancellation_policy: spaces.cancellation_policy,
  is_published: spaces.is_published,
  street_address: spaces.street_address,
  unit_number: spaces.unit_number,
  postal_code: spaces.postal_code,
};

/**
 * The listing's public page (GET /rest/v1/spaces/{id}). The street address is read here and
 * revealed only to the owner or a guest with a confirmed booking (public-space.ts).
 */
export const publicColumns = {
  ...detailColumns,
  featured: spaces.featured,
  popular: spaces.popular,
  great_value: spaces.great_value,
};

/** Every column of a listing its owner edits; never the ranking flags or SEO fields. */
export const ownerColumns = {
  ...detailColumns,
  latitude: spaces.latitude,
  longitude: spaces.longitude,
  category_id: spaces.category_id,
  subcategory_id: spaces.subcategory_id,
  updated_at: spaces.updated_at,
};

type CardRow = Omit<SpaceSummary, 'created_at'> & { created_at: Date };

export function toSummary(row: CardRow): SpaceSummary {
  return { ...row, created_at: row.created_at.toISOString() };
}

export function toOwnCard(
  row: CardRow & { is_published: boolean; suspended: boolean; suspension_reason: string | null },
): OwnSpace {
  return {
    ...toSummary(row),
    is_published: row.is_published,
    suspended: row.suspended,
    suspension_reason: row.suspended ? row.suspension_reason : null,
  };
}

type OwnerRow = Omit<EditableSpace, 'condition' | 'location_type' | 'created_at' | 'updated_at'> & {
  condition: string;
  location_type: string;
  created_at: Date;
  updated_at: Date;
};

/** The owner's view; condition and location type are text columns the listing form fills. */
export function toListingDetail(row: OwnerRow): EditableSpace {
  return {
    ...row,
    condition: row.condition as EditableSpace['condition'],
    location_type: row.location_type as EditableSpace['location_type'],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
