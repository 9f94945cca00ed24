import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Helpers of the booking journeys: finding a bookable listing and a free slot, filling the forms.

export interface Listing {
  id: string;
  title: string;
  time_zone: string;
  hourly_price: number;
  currency: string;
  cancellation_policy: string;
  available: boolean;
  is_published: boolean;
  host: { full_name: string | null };
  opening_hours: ({ from: number; to: number } | null)[];
  min_notice_hours: number;
  buffer_minutes: number;
  booking_mode: 'instant' | 'request';
  user_id: string;
}

export const HOUR_MS = 3_600_000;

/** The UTC offset of a zone at an instant, in ms. */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  return (
    Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) -
    Math.floor(instant / 60_000) * 60_000
  );
}

/** The instant of a wall-clock hour on a 'YYYY-MM-DD' date in a zone. */
export function zonedHour(date: string, hour: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hour);
  const first = guess - zoneOffset(guess, timeZone);
  return guess - zoneOffset(first, timeZone);
}

export function dateIn(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 24 * HOUR_MS).toISOString().slice(0, 10);
}

/** The grid cell's tooltip for a date and hour: 'Wednesday, January 15, 10:00: Booked'. */
export function cellTitle(date: string, hour: number, state: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
  return `${day}, ${hour}:00: ${state}`;
}

/** True when the listing keeps the default rules: open 09:00-21:00 every day, no notice or buffer. */
export function defaultRules(listing: Listing): boolean {
  return (
    listing.min_notice_hours === 0 &&
    listing.buffer_minutes === 0 &&
    listing.opening_hours.every((day) => day?.from === 9 && day.to === 21)
  );
}

/**
 * A published, bookable listing with an hourly price, the flexible policy (for a known refund) and
 * the default booking rules (every morning bookable), hosted by someone other than the guest who
 * books it.
 */
export async function findListing(
  page: Page,
  request: APIRequestContext,
  guestName = 'Maya Chen',
): Promise<Listing> {
  await page.goto('/');
  const ids = await page
    .locator('a[href^="/space/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!.slice(7)))]);
  for (const id of ids) {
    const listing = (await (await request.get(`/rest/v1/spaces/${id}`)).json()) as Listing;
    if (
      listing.available &&
      listing.is_published &&
      listing.hourly_price > 0 &&
      listing.cancellation_policy === 'flexible' &&
      listing.booking_mode !== 'request' &&
      defaultRules(listing) &&
      listing.host.full_name !== guestName
    )
      return listing;
  }
  throw new Error('No flexible, bookable listing in the demo data');
}

/**
 * A date `days` ahead (2-13 unless asked otherwise, in the listing's zone) whose 10:00-12:00 is
 * free: the test's own slot.
 */
export async function freeDate(
  request: APIRequestContext,
  listing: Pick<Listing, 'id' | 'time_zone'>,
  days: { first: number; last: number } = { first: 2, last: 13 },
): Promise<string> {
  const today = dateIn(Date.now(), listing.time_zone);
  const from = new Date(zonedHour(today, 0, listing.time_zone)).toISOString();
  const to = new Date(zonedHour(addDays(today, days.last + 1), 0, listing.time_zone)).toISOString();
  const { data } = (await (
    await request.get(`/rest/v1/spaces/${listing.id}/availability?from=${from}&to=${to}`)
  ).json()) as {
    data: { start_time: string; end_time: string }[];
  };
  for (let offset = days.first; offset <= days.last; offset++) {
    const date = addDays(today, offset);
    const start = zonedHour(date, 10, listing.time_zone);
    const taken = data.some(
      (slot) =>
        Date.parse(slot.start_time) < start + 2 * HOUR_MS && start < Date.parse(slot.end_time),
    );
    if (!taken) return date;
  }
  throw new Error(`No free morning ${days.first} to ${days.last} days ahead`);
}

/** Scrolls to the availability section: the grid loads once a visitor comes near it. */
export async function scrollToAvailability(page: Page) {
  await page.getByRole('heading', { name: 'Availability', exact: true }).scrollIntoViewIfNeeded();
}

/** Shows the grid in the listing's zone and moves to the week holding the date. */
export async function showWeekOf(page: Page, listing: Listing, date: string) {
  await scrollToAvailability(page);
  await page.getByLabel('Time zone').selectOption(listing.time_zone);
  const today = dateIn(Date.now(), listing.time_zone);
  const weeks = Math.floor((Date.parse(date) - Date.parse(today)) / (7 * 24 * HOUR_MS));
  for (let week = 0; week < weeks; week++)
    await page.getByRole('button', { name: 'Next week' }).click();
}

export async function chooseTwoHours(page: Page, date: string) {
  const form = page.getByRole('form', { name: 'Book this space' });
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Start time').selectOption('10:00');
  await form.getByLabel('Number of hours').fill('2');
  return form;
}

export async function payByCard(page: Page, number: string) {
  const payment = page.getByRole('form', { name: 'Pay by card' });
  await payment.getByLabel('Card number').fill(number);
  await payment.getByLabel('Expiry (MM/YY)').fill('12/34');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: /^Pay / }).click();
}

export function money(minor: number, currency: string) {
  const digits = currency === 'JPY' || currency === 'KRW' ? 0 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** The signed-in person's access token, as the web app keeps it. */
export function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('rentspace.auth') ?? '{}').access_token as string,
  );
}

export interface OwnBooking {
  id: string;
  status: string;
  start_time: string;
  end_time: string;
  space_id: string;
  space: { title: string };
}

/** The signed-in guest's bookings, in the order the server gives them. */
export async function ownBookings(page: Page): Promise<OwnBooking[]> {
  const response = await page.request.get('/rest/v1/bookings', {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  return ((await response.json()) as { data: OwnBooking[] }).data;
}

/** Held or confirmed and not yet ended: what a guest still has ahead. */
export function isUpcoming(booking: OwnBooking, now = Date.now()): boolean {
  return (
    (booking.status === 'pending' || booking.status === 'confirmed') &&
    Date.parse(booking.end_time) > now
  );
}

/** The order every list of bookings follows: upcoming ones soonest first, then the others most recent first. */
export function upcomingFirst(bookings: OwnBooking[]): OwnBooking[] {
  const start = (booking: OwnBooking) => Date.parse(booking.start_time);
  const upcoming = bookings.filter((booking) => isUpcoming(booking));
  const others = bookings.filter((booking) => !isUpcoming(booking));
  return [
    ...upcoming.sort((a, b) => start(a) - start(b)),
    ...others.sort((a, b) => start(b) - start(a)),
  ];
}

/** 'Nov 29, 2026' for a 'YYYY-MM-DD' date, as the booking's times name its day. */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** A zone's name as the pages write it: 'America/New York'. */
export function zoneName(timeZone: string): string {
  return timeZone.replace(/_/g, ' ');
}

/**
 * A new instant-book listing of the signed-in host, with the default booking rules (every day
 * 09:00-21:00, no notice, no buffer), published: the demo host's own listings all carry rules or
 * take requests (docs/product/booking-lifecycle.md#request-to-book), so journeys that need a
 * plainly bookable listing of theirs make one.
 */
export async function newInstantListing(
  request: APIRequestContext,
  token: string,
  label: string,
): Promise<Listing> {
  const { id } = await createListing(request, token, {
    title: `${label} studio ${Date.now()}`,
    description: 'A bright studio booked by the hour, for the journeys.',
    hourly_price: 4000,
  });
  return (await (await request.get(`/rest/v1/spaces/${id}`)).json()) as Listing;
}

/**
 * Makes a published listing through the API as the host whose token is given: a studio in
 * Brooklyn, New York, by the hour, with what `fields` say (a title and a description at least).
 * Answers what the API answered on creating it.
 */
export async function createListing(
  request: APIRequestContext,
  token: string,
  fields: { title: string; description: string } & Record<string, unknown>,
): Promise<{ id: string; title: string; time_zone: string }> {
  const created = await request.post('/rest/v1/spaces', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      rental_type: 'space',
      type: 'studio',
      hourly_price: 3000,
      currency: 'USD',
      location: 'Brooklyn',
      country: 'United States',
      capacity: 4,
      amenities: ['Wi-Fi'],
      street_address: '12 Water St',
      city: 'New York',
      state: 'NY',
      postal_code: '11201',
      is_published: true,
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return created.json();
}
