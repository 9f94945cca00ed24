import { faker } from '@faker-js/faker';
import { CANCELLATION_POLICIES } from '@rentspace/core/listings/constants';
import { slugify } from '@rentspace/core/cities/catalog';
import type { DurationUnit } from '@rentspace/core/bookings/constants';
import { ruledDurationLimits } from '@rentspace/core/bookings/rules';
import { buildSpace, type SpaceInsert } from '../factories.ts';
import type { ListingKind } from './catalog/kinds.ts';
import { listingPictureUrl, variantsOf, type ListingPicture } from './pictures/index.ts';
import { spreadAround, type Place } from './places.ts';
import { localPrice } from './money.ts';

export interface PlannedListing {
  space: SpaceInsert & { id: string; user_id: string };
  kind: ListingKind;
  place: Place;
  pictures: ListingPicture[];
}

export interface ListingRefs {
  categoryId(name: string): string;
  subcategoryId(category: string, name: string): string;
}

export interface ListingOptions {
  area?: string;
  published?: boolean;
  /** Overrides of the address and location, e.g. the San Jose listing in Santa Clara County. */
  overrides?: Partial<SpaceInsert>;
}

function uniqueTitle(candidates: string[], place: Place, used: Set<string>): string {
  const options = [
    ...faker.helpers.shuffle(candidates),
    ...candidates.map((t) => `${t} in ${place.city}`),
  ];
  const title = options.find((t) => !used.has(t)) ?? `${candidates[0]} ${used.size}`;
  used.add(title);
  return title;
}

function pictures(kind: ListingKind, hostId: string): ListingPicture[] {
  const pool = kind.subjects.flatMap((subject) =>
    Array.from({ length: variantsOf(subject) }, (_, variant) => ({ hostId, subject, variant })),
  );
  const first = faker.helpers.arrayElement(pool.filter((p) => p.subject === kind.subjects[0]));
  const rest = faker.helpers.arrayElements(
    pool.filter((p) => p !== first),
    faker.number.int({ min: 1, max: 2 }),
  );
  return [first, ...rest];
}

function streetAddress(place: Place): string {
  const street = faker.helpers.arrayElement(place.streets);
  if (street.includes('#'))
    return street.replace(/#/g, () => String(faker.number.int({ min: 1, max: 28 })));
  return `${faker.number.int({ min: 10, max: 980 })} ${street}`;
}

function prices(kind: ListingKind, currency: Place['currency']) {
  const hourlyUsd = faker.number.int({ min: kind.hourlyUsd[0], max: kind.hourlyUsd[1] });
  const longer = (multiple: number | undefined) =>
    multiple && faker.datatype.boolean(0.85)
      ? localPrice(hourlyUsd * multiple * faker.number.float({ min: 0.9, max: 1.05 }), currency)
      : null;
  const drawn = {
    daily_price: longer(kind.multiples?.day),
    weekly_price: longer(kind.multiples?.week),
    monthly_price: longer(kind.multiples?.month),
  };
  // Every kind takes bookings by the hour. No price for a length the kind's rentals never reach (a day under 'at most 8 hours'): the
  // listing form refuses one, and a guest could never book it. Drawn all the same, so that the
  // rest of the demo data stays as it was.
  const rules = {
    min_rental_duration: kind.terms?.minHours ?? 1,
    max_rental_duration: kind.terms?.maxHours ?? null,
  };
  const reachable = (unit: DurationUnit, price: number | null) =>
    ruledDurationLimits(unit, rules) ? price : null;
  return {
    hourly_price: localPrice(hourlyUsd, currency),
    daily_price: reachable('day', drawn.daily_price),
    weekly_price: reachable('week', drawn.weekly_price),
    monthly_price: reachable('month', drawn.monthly_price),
  };
}

function terms(kind: ListingKind, currency: Place['currency']): Partial<SpaceInsert> {
  const t = kind.terms ?? {};
  return {
    deposit_required: t.depositUsd !== undefined,
    deposit_amount: t.depositUsd ? localPrice(t.depositUsd, currency) : null,
    delivery_available: t.deliveryFeeUsd !== undefined,
    delivery_fee: t.deliveryFeeUsd ? localPrice(t.deliveryFeeUsd, currency) : null,
    insurance_required: t.insurance ?? false,
    license_required: t.license ?? false,
    waiver_required: t.waiver ?? false,
    age_restriction: t.age ?? null,
    pickup_available: t.pickup ?? false,
    location_type: t.locationType ?? 'fixed',
    min_rental_duration: t.minHours ?? 1,
    max_rental_duration: t.maxHours ?? null,
    safety_equipment_included: t.safety ?? [],
    cancellation_policy: faker.helpers.arrayElement(t.policies ?? CANCELLATION_POLICIES),
    condition: faker.helpers.arrayElement(t.conditions ?? ['good']),
  };
}

const DAILY = (from: number, to: number) => Array.from({ length: 7 }, () => ({ from, to }));
const WEEKDAYS = (from: number, to: number) => [null, ...DAILY(from, to).slice(1, 6), null];

/**
 * Booking rules some kinds of listing have in the demo, so that a visitor meets them working
 * (docs/product/booking-lifecycle.md#booking-rules): offices keep office hours, studios and
 * kitchens a buffer to clean and reset, venues evening hours, hosted services and experiences need
 * notice. Chosen by kind, not drawn, so that the rest of the demo data stays as it was.
 */
const KIND_RULES: Partial<Record<ListingKind['type'], Partial<SpaceInsert>>> = {
  office: { opening_hours: WEEKDAYS(8, 18) },
  studio: { buffer_minutes: 30 },
  kitchen: { buffer_minutes: 60, min_notice_hours: 24 },
  venue: { opening_hours: DAILY(12, 21), buffer_minutes: 120, booking_window_months: 6 },
  rooftop: { opening_hours: DAILY(11, 20), buffer_minutes: 60 },
  chef: { min_notice_hours: 48 },
  tour: { min_notice_hours: 24, booking_window_months: 3 },
  workshop: { min_notice_hours: 24 },
};

function words(kind: ListingKind, place: Place, area: string, used: Set<string>) {
  const gear = kind.gear ? faker.helpers.arrayElement(kind.gear) : undefined;
  const year = gear ? faker.number.int({ min: gear.years[0], max: gear.years[1] }) : null;
  const fill = (text: string) =>
    text
      .replaceAll('{area}', area)
      .replaceAll('{city}', place.city)
      .replaceAll('{brand}', gear?.brand ?? '')
      .replaceAll('{model}', gear?.model ?? '')
      .replaceAll('{year}', String(year));
  const title = uniqueTitle(kind.titles.map(fill), place, used);
  const description = [kind.openers, kind.details, kind.closers]
    .map((sentences) => fill(faker.helpers.arrayElement(sentences)))
    .join(' ');
  return { title, description, brand: gear?.brand ?? null, model: gear?.model ?? null, year };
}

function address(place: Place): Partial<SpaceInsert> {
  return {
    location: place.location,
    country: place.country,
    street_address: streetAddress(place),
    unit_number: faker.datatype.boolean(0.3)
      ? faker.helpers.arrayElement(['Suite 2B', 'Studio 3', 'Unit 12', 'Floor 4', 'Rear building'])
      : null,
    city: place.city,
    state: place.state,
    postal_code: faker.helpers.arrayElement(place.postcodes),
    time_zone: place.timeZone,
  };
}

/** One listing of a kind in a place, with words, prices, address, terms and pictures. */
export function planListing(
  kind: ListingKind,
  place: Place,
  hostId: string,
  refs: ListingRefs,
  used: Set<string>,
  options: ListingOptions = {},
): PlannedListing {
  const text = words(kind, place, options.area ?? faker.helpers.arrayElement(place.areas), used);
  const id = faker.string.uuid();
  const chosen = pictures(kind, hostId);
  const space = buildSpace({
    id,
    user_id: hostId,
    ...text,
    type: kind.type,
    rental_type: kind.rentalType,
    category_id: refs.categoryId(kind.category),
    subcategory_id: refs.subcategoryId(kind.category, kind.subcategory),
    images: chosen.map(listingPictureUrl),
    slug: `${slugify(text.title)}-${id.slice(0, 8)}`,
    meta_description: text.description.split('. ')[0]?.slice(0, 155),
    meta_keywords: [
      kind.subcategory.replace(/-/g, ' '),
      kind.type,
      place.city,
      'rent by the hour',
    ].join(', '),
    ...prices(kind, place.currency),
    currency: place.currency,
    capacity: faker.number.int({ min: kind.capacity[0], max: kind.capacity[1] }),
    ...address(place),
    ...spreadAround(place, id),
    amenities: faker.helpers.arrayElements(kind.amenities, { min: 4, max: 7 }),
    ...terms(kind, place.currency),
    ...KIND_RULES[kind.type],
    is_published: options.published ?? true,
    available: true,
    featured: faker.datatype.boolean(0.12),
    popular: faker.datatype.boolean(0.15),
    great_value: faker.datatype.boolean(0.1),
    ...options.overrides,
  });
  return { space: { ...space, id, user_id: hostId }, kind, place, pictures: chosen };
}
