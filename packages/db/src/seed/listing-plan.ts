import { faker } from '@faker-js/faker';
import { CITIES } from '@rentspace/core/cities/catalog';
import { KINDS, kind, suits, type ListingKind } from './catalog/kinds.ts';
import { planListing, type ListingRefs, type PlannedListing } from './listings.ts';
import type { PeoplePlan } from './people.ts';
import { PLACES, place, type Place } from './places.ts';
import { addDays } from './time.ts';

/** The demo host's six listings: three in New York, one a draft, so every owner screen has data. */
const DEMO_HOST_LISTINGS = [
  { kind: 'photo-studio', place: 'new-york', area: 'Chelsea' },
  { kind: 'meeting-room', place: 'new-york', area: 'SoHo' },
  { kind: 'rooftop', place: 'new-york', area: 'Williamsburg' },
  { kind: 'campervan', place: 'los-angeles' },
  { kind: 'kitchen', place: 'chicago', area: 'West Loop' },
  { kind: 'camera', place: 'new-york', area: 'Chelsea', published: false },
] as const;

/** Unpublished drafts of other hosts; two have no street address yet, as drafts may. */
const DRAFTS = [
  { kind: 'photo-studio', place: 'houston', address: true },
  { kind: 'meeting-room', place: 'london', address: false },
  { kind: 'kayak', place: 'tokyo', address: true },
  { kind: 'event-venue', place: 'dallas', address: false },
] as const;

function pickKinds(at: Place, count: number): ListingKind[] {
  const chosen = at.favourites.slice(0, count).map(kind);
  const fitting = KINDS.filter((k) => suits(k, at.key));
  while (chosen.length < count) {
    const fresh = fitting.filter((k) => !chosen.includes(k));
    const pool = fresh.length ? fresh : fitting;
    chosen.push(
      faker.helpers.weightedArrayElement(pool.map((k) => ({ value: k, weight: k.weight }))),
    );
  }
  return chosen;
}

/**
 * Hosts 0-28 live in the cities of CITIES (same order as PLACES); Bali's listings belong to the
 * Bangkok host and Greece's to host 29. In busier places every third listing is a visiting host's.
 */
function hostFor(
  people: PeoplePlan,
  placeIndex: number,
  listingIndex: number,
  count: number,
): string {
  const cityHosts = CITIES.length;
  const at = PLACES[placeIndex];
  const local =
    placeIndex < cityHosts ? placeIndex : at?.country === 'Indonesia' ? cityHosts - 1 : cityHosts;
  const index = count >= 6 && listingIndex % 3 === 2 ? (local + 11) % cityHosts : local;
  const host = people.hosts[index] ?? people.hosts[0];
  if (!host) throw new Error('no hosts planned');
  return host.id;
}

const SANTA_CLARA = {
  location: 'Santa Clara County',
  city: 'Santa Clara',
  street_address: '3000 Mission College Boulevard',
  postal_code: '95054',
} as const;

function markStatuses(listings: PlannedListing[]): void {
  // A few badges to see: a rented vehicle, gear in maintenance, two listings switched off.
  const listed = listings.filter((l) => l.space.is_published);
  const rented = listed.find((l) => l.kind.rentalType === 'vehicle');
  const maintenance = listed.find((l) => l.kind.rentalType === 'equipment');
  if (rented) rented.space.status = 'rented';
  if (maintenance) maintenance.space.status = 'maintenance';
  for (const key of ['london', 'houston']) {
    const off = listed.find((l) => l.place.key === key && l.kind.rentalType === 'space');
    if (off) off.space.available = false;
  }
}

function spreadCreation(listings: PlannedListing[], now: Date): void {
  const order = faker.helpers.shuffle(listings.map((_, i) => i));
  order.forEach((listingIndex, rank) => {
    const listing = listings[listingIndex] as PlannedListing;
    const created = addDays(now, -(2 + rank * 2.1));
    listing.space.created_at = created;
    listing.space.updated_at = created;
  });
}

/** Every demo listing: the demo host's, then each place's, then a few drafts. */
export function planAllListings(
  now: Date,
  people: PeoplePlan,
  refs: ListingRefs,
): PlannedListing[] {
  const used = new Set<string>();
  const listings: PlannedListing[] = DEMO_HOST_LISTINGS.map((spec) =>
    planListing(kind(spec.kind), place(spec.place), people.demo.host, refs, used, {
      area: 'area' in spec ? spec.area : undefined,
      published: 'published' in spec ? spec.published : true,
    }),
  );
  PLACES.forEach((at, placeIndex) => {
    pickKinds(at, at.count).forEach((k, i) => {
      const overrides = at.key === 'san-jose' && i === 1 ? SANTA_CLARA : undefined;
      listings.push(
        planListing(k, at, hostFor(people, placeIndex, i, at.count), refs, used, { overrides }),
      );
    });
  });
  markStatuses(listings.slice(DEMO_HOST_LISTINGS.length));
  for (const draft of DRAFTS) {
    const at = place(draft.place);
    const overrides = draft.address
      ? {}
      : { street_address: null, unit_number: null, postal_code: null };
    listings.push(
      planListing(kind(draft.kind), at, hostFor(people, PLACES.indexOf(at), 0, 0), refs, used, {
        published: false,
        overrides,
      }),
    );
  }
  spreadCreation(listings, now);
  // Vehicles are booked by request: their hosts vet a guest before handing over the keys
  // (docs/product/booking-lifecycle.md#request-to-book). Chosen by kind, not drawn, so the rest
  // of the demo data stays as it was.
  for (const listing of listings)
    if (listing.kind.rentalType === 'vehicle') listing.space.booking_mode = 'request';
  // The demo host has been around a while, so the demo guest's past stays fit after the listings.
  listings.slice(0, DEMO_HOST_LISTINGS.length).forEach((listing, i) => {
    listing.space.created_at = listing.space.updated_at = addDays(now, -(320 - i * 25));
  });
  return listings;
}
