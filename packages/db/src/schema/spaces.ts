import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A point on the unit sphere (the cube extension's 3-vector) from latitude and longitude columns:
 * the straight line between two such points grows with the distance along the surface, so
 * nearest-first by it is nearest-first on the earth. The search builds the same expression, so
 * that the planner matches it with the index.
 */
export function earthPoint(latitude: AnyPgColumn | SQL, longitude: AnyPgColumn | SQL): SQL {
  // cube(cube, float8) adds a coordinate; every step is strict, so a listing without a point has
  // none (where cube(array[...]) would fail on its nulls).
  return sql`cube(cube(cube(cos(radians(${latitude})) * cos(radians(${longitude}))), cos(radians(${latitude})) * sin(radians(${longitude}))), sin(radians(${latitude})))`;
}

const DEFAULT_OPENING_HOURS_SQL = `'${JSON.stringify(Array.from({ length: 7 }, () => ({ from: 9, to: 21 })))}'::jsonb`;
import {
  bookingMode,
  cancellationPolicy,
  currency,
  rentalType,
  spaceStatus,
  suggestionStatus,
} from './enums.ts';

export const spaceTypes = pgTable(
  'space_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('space_types_name_key').on(t.name)],
);

/**
 * A space type someone who is not an admin asked for. It is not in `space_types` (the public list)
 * until an admin approves it (docs/product/listings.md#space-type-suggestions); one row per person
 * and name.
 */
export const spaceTypeSuggestions = pgTable(
  'space_type_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    suggested_by: uuid('suggested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: suggestionStatus('status').notNull().default('pending'),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('space_type_suggestions_person_name_key').on(t.suggested_by, t.name),
    index('space_type_suggestions_status_idx').on(t.status, sql`${t.created_at} desc`),
    index('space_type_suggestions_name_idx').on(t.name),
  ],
);

export const rentalCategories = pgTable(
  'rental_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    description: text('description'),
    rental_type: rentalType('rental_type'),
    is_active: boolean('is_active').notNull().default(true),
    display_order: integer('display_order').notNull().default(0),
  },
  (t) => [uniqueIndex('rental_categories_name_key').on(t.name)],
);

export const rentalSubcategories = pgTable(
  'rental_subcategories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category_id: uuid('category_id')
      .notNull()
      .references(() => rentalCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    label: text('label').notNull(),
    display_order: integer('display_order').notNull().default(0),
  },
  (t) => [uniqueIndex('rental_subcategories_category_name_key').on(t.category_id, t.name)],
);

/** A listing. Money columns are integers in the currency's minor unit. */
export const spaces = pgTable(
  'spaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    rental_type: rentalType('rental_type').notNull().default('space'),
    category_id: uuid('category_id').references(() => rentalCategories.id, {
      onDelete: 'set null',
    }),
    subcategory_id: uuid('subcategory_id').references(() => rentalSubcategories.id, {
      onDelete: 'set null',
    }),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    videos: text('videos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    slug: text('slug'),
    meta_description: text('meta_description'),
    meta_keywords: text('meta_keywords'),

    hourly_price: bigint('hourly_price', { mode: 'number' }).notNull(),
    daily_price: bigint('daily_price', { mode: 'number' }),
    weekly_price: bigint('weekly_price', { mode: 'number' }),
    monthly_price: bigint('monthly_price', { mode: 'number' }),
    yearly_price: bigint('yearly_price', { mode: 'number' }),
    currency: currency('currency').notNull().default('USD'),

    location: text('location').notNull(),
    country: text('country').notNull(),
    capacity: integer('capacity').notNull().default(1),
    street_address: text('street_address'),
    unit_number: text('unit_number'),
    city: text('city'),
    state: text('state'),
    postal_code: text('postal_code'),
    time_zone: text('time_zone').notNull().default('UTC'),
    // Where the listing is (docs/product/listings.md#location-on-the-map). The exact pin is shown
    // only to the owner and to guests with a confirmed booking; everyone else gets the approximate
    // point: the pin moved by an offset drawn once per listing (150-400 m in a random direction)
    // and kept, so that repeated answers cannot be averaged back to the pin.
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    location_offset_m: doublePrecision('location_offset_m')
      .notNull()
      .default(sql`(150 + random() * 250)`),
    location_offset_bearing: doublePrecision('location_offset_bearing')
      .notNull()
      .default(sql`(random() * 2 * pi())`),
    approx_latitude: doublePrecision('approx_latitude').generatedAlwaysAs(
      // greatest() and least() skip nulls, so a listing without a pin is left out explicitly.
      sql`case when latitude is null then null else least(90, greatest(-90, latitude + location_offset_m * cos(location_offset_bearing) / 111195.0)) end`,
    ),
    approx_longitude: doublePrecision('approx_longitude').generatedAlwaysAs(
      sql`(longitude + location_offset_m * sin(location_offset_bearing) / (111195.0 * greatest(cos(radians(latitude)), 0.01)) + 180.0) - 360.0 * floor((longitude + location_offset_m * sin(location_offset_bearing) / (111195.0 * greatest(cos(radians(latitude)), 0.01)) + 180.0) / 360.0) - 180.0`,
    ),

    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    brand: text('brand'),
    model: text('model'),
    year: integer('year'),
    condition: text('condition').notNull().default('good'),
    safety_equipment_included: text('safety_equipment_included')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),

    deposit_required: boolean('deposit_required').notNull().default(false),
    deposit_amount: bigint('deposit_amount', { mode: 'number' }),
    insurance_required: boolean('insurance_required').notNull().default(false),
    location_type: text('location_type').notNull().default('fixed'),
    delivery_available: boolean('delivery_available').notNull().default(false),
    delivery_fee: bigint('delivery_fee', { mode: 'number' }),
    pickup_available: boolean('pickup_available').notNull().default(false),
    license_required: boolean('license_required').notNull().default(false),
    age_restriction: integer('age_restriction'),
    waiver_required: boolean('waiver_required').notNull().default(false),
    min_rental_duration: integer('min_rental_duration').notNull().default(1),
    max_rental_duration: integer('max_rental_duration'),
    // Booking rules (docs/product/booking-lifecycle.md#booking-rules). Opening hours: seven days,
    // Sunday first (PostgreSQL's dow), each null (closed) or the first and last start hour.
    opening_hours: jsonb('opening_hours')
      .$type<({ from: number; to: number } | null)[]>()
      .notNull()
      .default(sql`${sql.raw(DEFAULT_OPENING_HOURS_SQL)}`),
    min_notice_hours: integer('min_notice_hours').notNull().default(0),
    booking_window_months: integer('booking_window_months').notNull().default(12),
    buffer_minutes: integer('buffer_minutes').notNull().default(0),
    cancellation_policy: cancellationPolicy('cancellation_policy').notNull().default('flexible'),
    booking_mode: bookingMode('booking_mode').notNull().default('instant'),

    available: boolean('available').notNull().default(true),
    is_published: boolean('is_published').notNull().default(false),
    status: spaceStatus('status').notNull().default('available'),
    /** Set while an admin has suspended the listing (docs/product/moderation.md#suspending-a-listing). */
    suspended_at: timestamp('suspended_at', { withTimezone: true }),
    suspension_reason: text('suspension_reason'),
    featured: boolean('featured').notNull().default(false),
    popular: boolean('popular').notNull().default(false),
    great_value: boolean('great_value').notNull().default(false),

    rating: doublePrecision('rating').notNull().default(0),
    review_count: integer('review_count').notNull().default(0),

    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spaces_user_id_idx').on(t.user_id, sql`${t.created_at} desc`),
    index('spaces_listed_idx')
      .on(sql`${t.created_at} desc`, t.id)
      .where(sql`${t.is_published} and ${t.available}`),
    index('spaces_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('spaces_location_trgm_idx').using('gin', sql`lower(${t.location}) gin_trgm_ops`),
    index('spaces_country_trgm_idx').using('gin', sql`lower(${t.country}) gin_trgm_ops`),
    // Search orders and exact filters (docs/decisions/0004-search.md): keyset pages walk these.
    index('spaces_listed_price_idx')
      .on(t.currency, t.hourly_price, t.id)
      .where(sql`${t.is_published} and ${t.available}`),
    index('spaces_listed_rating_idx')
      .on(t.rating, t.id)
      .where(sql`${t.is_published} and ${t.available}`),
    index('spaces_location_lower_idx').on(sql`lower(${t.location})`),
    index('spaces_country_lower_idx').on(sql`lower(${t.country})`),
    index('spaces_category_id_idx').on(t.category_id),
    // Map searches: a box on the approximate point's grid cell (0.05 degrees), with the cells'
    // joint statistics in migration 0025 (docs/decisions/0046-map-cells.md).
    index('spaces_listed_map_cell_idx')
      .on(sql`floor(${t.approx_latitude} * 20)`, sql`floor(${t.approx_longitude} * 20)`)
      .where(sql`${t.is_published} and ${t.available}`),
    // Near searches: the approximate point on the unit sphere, walked nearest first (<->) within
    // the circle's box (migration 0029, docs/decisions/0055-nearest-first.md).
    index('spaces_listed_earth_idx')
      .using('gist', sql`${earthPoint(t.approx_latitude, t.approx_longitude)}`)
      .where(sql`${t.is_published} and ${t.available}`),
    index('spaces_subcategory_id_idx').on(t.subcategory_id),
    check(
      'spaces_prices_non_negative',
      sql`${t.hourly_price} >= 0
      and coalesce(${t.daily_price}, 0) >= 0 and coalesce(${t.weekly_price}, 0) >= 0
      and coalesce(${t.monthly_price}, 0) >= 0 and coalesce(${t.yearly_price}, 0) >= 0`,
    ),
    check('spaces_capacity_positive', sql`${t.capacity} >= 1`),
    check(
      'spaces_coordinates',
      sql`(${t.latitude} is null) = (${t.longitude} is null)
      and coalesce(${t.latitude} between -90 and 90, true)
      and coalesce(${t.longitude} between -180 and 180, true)`,
    ),
    check('spaces_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check(
      'spaces_booking_rules',
      sql`jsonb_typeof(${t.opening_hours}) = 'array' and jsonb_array_length(${t.opening_hours}) = 7
      and ${t.min_notice_hours} in (0, 1, 2, 12, 24, 48, 168)
      and ${t.booking_window_months} in (1, 3, 6, 12)
      and ${t.buffer_minutes} in (0, 15, 30, 60, 120)`,
    ),
  ],
);

export type PopularArea = { name: string; image: string; description: string };

/**
 * City page copy, as the demo data writes it; one data-driven page renders every city
 * (docs/product/search-and-cities.md#city-pages).
 */
export const cities = pgTable('cities', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  seo_title: text('seo_title').notNull(),
  meta_description: text('meta_description').notNull(),
  meta_keywords: text('meta_keywords'),
  hero_image: text('hero_image').notNull(),
  description: text('description').notNull(),
  popular_areas: jsonb('popular_areas').$type<PopularArea[]>().notNull().default([]),
  content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
