import { faker } from '@faker-js/faker';
import { CITIES } from '@rentspace/core/cities/catalog';
import { buildCategory, buildSpaceType, type CategoryInsert } from '../factories.ts';
import type { cities, rentalSubcategories, spaceTypes } from '../schema/index.ts';
import { CATEGORIES, SPACE_TYPE_LABELS } from './catalog/categories.ts';
import {
  addRandomBookings,
  BookingPlanner,
  type BookingPlan,
  type BookingRequest,
} from './booking-plan.ts';
import { planAllListings } from './listing-plan.ts';
import type { PlannedListing } from './listings.ts';
import { planPeople, type PeoplePlan } from './people.ts';
import type { PictureRequest } from './pictures/index.ts';
import { planSandbox, type SandboxPlan } from './sandbox.ts';
import { demoClaimStay, planDeposits, type DepositPlan } from './deposits.ts';
import { addDays } from './time.ts';

/** The faker seed of the demo data: change it and every name, title and price changes. */
export const SEED = 20_240_917;

export interface SeedPlan extends BookingPlan {
  sandbox: SandboxPlan;
  deposits: DepositPlan;
  people: PeoplePlan;
  spaceTypes: (typeof spaceTypes.$inferInsert)[];
  categories: CategoryInsert[];
  subcategories: (typeof rentalSubcategories.$inferInsert)[];
  listings: PlannedListing[];
  cities: (typeof cities.$inferInsert)[];
  pictures: PictureRequest;
}

function planCatalog() {
  const categories: CategoryInsert[] = [];
  const subcategories: SeedPlan['subcategories'] = [];
  CATEGORIES.forEach((seed, order) => {
    const { subcategories: children, ...values } = seed;
    const category = buildCategory({
      ...values,
      display_order: order,
      is_active: seed.name !== 'party-rentals',
    });
    categories.push(category);
    children.forEach(([name, label], i) =>
      subcategories.push({
        id: faker.string.uuid(),
        category_id: category.id as string,
        name,
        label,
        display_order: i,
      }),
    );
  });
  const refs = {
    categoryId(name: string) {
      const found = categories.find((c) => c.name === name)?.id;
      if (!found) throw new Error(`unknown category ${name}`);
      return found;
    },
    subcategoryId(category: string, name: string) {
      const found = subcategories.find(
        (s) => s.category_id === refs.categoryId(category) && s.name === name,
      )?.id;
      if (!found) throw new Error(`unknown subcategory ${category}/${name}`);
      return found;
    },
  };
  return {
    categories,
    subcategories,
    refs,
    spaceTypes: SPACE_TYPE_LABELS.map((label) => buildSpaceType({ label })),
  };
}

type DemoStay = Omit<BookingRequest, 'listing' | 'guest'> & {
  at: { host?: string; place?: string };
};

/**
 * The demo guest's bookings: three recent completed stays without a review, still within the 14
 * days to review (journeys write them; two are at the demo host's listings, so that the demo host
 * can review the demo guest back).
 */
const DEMO_GUEST_STAYS: DemoStay[] = [
  {
    at: { host: 'photo-studio' },
    dayOffset: -3,
    status: 'completed',
    review: 'never',
    shape: { unit: 'hour', duration: 3, hour: 10 },
  },
  {
    at: { host: 'kitchen' },
    dayOffset: -5,
    status: 'completed',
    review: 'never',
    shape: { unit: 'hour', duration: 2, hour: 11 },
  },
  { at: { place: 'los-angeles' }, dayOffset: -8, status: 'completed', review: 'never' },
  {
    at: { host: 'rooftop' },
    dayOffset: -120,
    status: 'completed',
    review: 'always',
    shape: { unit: 'hour', duration: 3, hour: 17 },
  },
  {
    at: { host: 'meeting-room' },
    dayOffset: 10,
    status: 'confirmed',
    shape: { unit: 'hour', duration: 2, hour: 10 },
  },
  { at: { place: 'paris' }, dayOffset: 25, status: 'cancelled' },
];

/** The demo host's listing of a kind, or an older published listing of another host in a place. */
function demoGuestListing(
  at: DemoStay['at'],
  listings: PlannedListing[],
  people: PeoplePlan,
  now: Date,
) {
  const longAgo = addDays(now, -150);
  const found = at.host
    ? listings.find((l) => l.space.user_id === people.demo.host && l.kind.key === at.host)
    : listings.find(
        (l) =>
          l.place.key === at.place &&
          l.space.user_id !== people.demo.host &&
          l.space.is_published &&
          (l.space.created_at ?? now) <= longAgo,
      );
  if (!found) throw new Error(`no listing for the demo guest at ${JSON.stringify(at)}`);
  return found;
}

/** The demo host's pending request to book: a guest asks for the campervan, card authorised. */
function demoHostRequest(planner: BookingPlanner, listings: PlannedListing[], people: PeoplePlan) {
  const listing = listings.find(
    (l) => l.space.user_id === people.demo.host && l.kind.key === 'campervan',
  );
  const guest = people.guests[0];
  if (!listing || !guest) throw new Error('no campervan of the demo host for its request');
  const requested = planner.add({
    listing,
    guest,
    dayOffset: 6,
    status: 'requested',
    shape: { unit: 'hour', duration: 3, hour: 10 },
    message:
      "Hi! We'd love the campervan for a short trip up the coast. Both of us have clean licences and we'll bring it back tidy.",
  });
  if (!requested) throw new Error("the demo host's request does not fit");
}

/**
 * The demo guest's own pending request: they ask another host's vehicle (vehicles take requests),
 * the card authorised, the host's answer due within the day.
 */
function demoGuestRequest(planner: BookingPlanner, listings: PlannedListing[], people: PeoplePlan) {
  const candidates = listings.filter(
    (l) =>
      l.space.booking_mode === 'request' &&
      l.space.is_published &&
      l.space.user_id !== people.demo.host &&
      l.space.user_id !== people.demo.guest,
  );
  for (const listing of candidates) {
    const requested = planner.add({
      listing,
      guest: people.demo.guest,
      dayOffset: 9,
      status: 'requested',
      message:
        'Hello! I would like to take it for a weekend trip with a friend. I have driven for ten years and will return it clean.',
    });
    if (requested) return;
  }
  throw new Error("the demo guest's request does not fit");
}

function demoGuestBookings(
  planner: BookingPlanner,
  listings: PlannedListing[],
  people: PeoplePlan,
  now: Date,
) {
  for (const { at, ...stay } of DEMO_GUEST_STAYS) {
    const listing = demoGuestListing(at, listings, people, now);
    const booked = planner.add({ ...stay, listing, guest: people.demo.guest });
    if (!booked) throw new Error(`the demo guest's booking of ${listing.space.title} does not fit`);
  }
}

/**
 * Blocked times a host placed (docs/product/booking-lifecycle.md#blocked-times): the demo host's
 * listings and one published listing in eight have an afternoon blocked and a whole day closed
 * for upkeep, where nothing is booked.
 */
function demoBlocks(planner: BookingPlanner, listings: PlannedListing[], people: PeoplePlan) {
  listings.forEach((listing, index) => {
    const demoHost = listing.space.user_id === people.demo.host;
    if (!demoHost && (!listing.space.is_published || index % 8 !== 3)) return;
    planner.addBlock(listing, 4 + (index % 3), 'Private event booked elsewhere', [14, 18]);
    planner.addBlock(listing, 9 + (index % 5), 'Maintenance day');
  });
}

function cityRows(): SeedPlan['cities'] {
  return CITIES.map((city) => ({
    slug: city.slug,
    name: city.name,
    seo_title: city.seoTitle,
    meta_description: city.metaDescription,
    meta_keywords: city.metaKeywords,
    hero_image: city.heroImage,
    description: city.description,
    popular_areas: city.popularAreas,
    content: {
      title: city.title,
      country: city.country,
      state: city.state ?? null,
      region: city.region,
      time_zone: city.timeZone,
      currency: city.currency,
      features: city.features,
      empty_message: city.emptyMessage,
      match: city.match,
    },
  }));
}

/** Everything the demo loads, computed without touching the database; the same for a given `now`. */
export function buildSeedPlan(now: Date): SeedPlan {
  faker.seed(SEED);
  const people = planPeople(now);
  const catalog = planCatalog();
  const listings = planAllListings(now, people, catalog.refs);
  const planner = new BookingPlanner(now, SEED);
  demoGuestBookings(planner, listings, people, now);
  demoHostRequest(planner, listings, people);
  for (const listing of listings) {
    if (listing.space.is_published) addRandomBookings(planner, listing, people.guests, now);
  }
  demoBlocks(planner, listings, people);
  // Last, so that the bookings before it keep their seeds.
  const claimStay = demoClaimStay(planner, listings, people, now);
  demoGuestRequest(planner, listings, people);
  const sandbox = planSandbox(people, planner.plan.bookings, planner.plan.payouts);
  const deposits = planDeposits(planner.plan.bookings, listings, claimStay, now);
  return {
    sandbox,
    deposits,
    people,
    spaceTypes: catalog.spaceTypes,
    categories: catalog.categories,
    subcategories: catalog.subcategories,
    listings,
    ...planner.plan,
    cities: cityRows(),
    pictures: {
      listings: listings.flatMap((l) => l.pictures),
      avatars: people.avatars,
      cities: CITIES,
    },
  };
}
