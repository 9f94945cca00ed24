import { sql } from 'drizzle-orm';
import type { Database } from '@rentspace/db';

// Places of the generated listings: [location, country, currency, latitude, longitude]. City-page
// names, region countries and a few others, so every search in the mix has work to do.
const PLACES: [string, string, string, number, number][] = [
  ['New York', 'United States', 'USD', 40.714, -74.006],
  ['Los Angeles', 'United States', 'USD', 34.052, -118.244],
  ['Chicago', 'United States', 'USD', 41.85, -87.65],
  ['Houston', 'United States', 'USD', 29.763, -95.363],
  ['Phoenix', 'United States', 'USD', 33.448, -112.074],
  ['Dallas', 'United States', 'USD', 32.783, -96.807],
  ['Downtown San Jose', 'United States', 'USD', 37.339, -121.895],
  ['Riverview, FL', 'United States', 'USD', 27.866, -82.326],
  ['Toronto', 'Canada', 'CAD', 43.7, -79.416],
  ['London', 'United Kingdom', 'GBP', 51.509, -0.126],
  ['Paris', 'France', 'EUR', 48.853, 2.349],
  ['Athens', 'Greece', 'EUR', 37.984, 23.728],
  ['Berlin', 'Germany', 'EUR', 52.524, 13.411],
  ['Dubai', 'United Arab Emirates', 'AED', 25.077, 55.309],
  ['Shibuya, Tokyo', 'Japan', 'JPY', 35.664, 139.698],
  ['Sydney', 'Australia', 'AUD', -33.868, 151.207],
  ['Bali', 'Indonesia', 'USD', -8.51, 115.265],
  ['Singapore', 'Singapore', 'SGD', 1.29, 103.85],
  ['Seoul', 'South Korea', 'KRW', 37.566, 126.978],
  ['Mumbai', 'India', 'USD', 19.073, 72.883],
];

const numbers = (values: number[]) => sql.raw(`array[${values.join(',')}]::float8[]`);

const array = (values: string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * Inserts `count` listings with SQL (generate_series) into a migrated, empty database: one host per
 * 100 listings, 5% drafts, 4% paused, a third without a rating, creation times 37 s apart.
 */
export async function insertListings(db: Database, count: number): Promise<void> {
  const hosts = Math.max(1, Math.ceil(count / 100));
  const places = PLACES.length;
  await db.execute(sql`
    insert into users (id, email, encrypted_password)
    select ('00000000-0000-4000-8000-' || lpad(h::text, 12, '0'))::uuid, 'bench-host-' || h || '@example.test', 'x'
    from generate_series(1, ${sql.raw(String(hosts))}) as h`);
  await db.execute(sql`
    insert into spaces (user_id, title, description, type, rental_type, hourly_price, daily_price, currency,
                        location, country, capacity, time_zone, amenities, images, is_published, available,
                        rating, review_count, created_at, updated_at, latitude, longitude)
    select ('00000000-0000-4000-8000-' || lpad((1 + i % ${sql.raw(String(hosts))})::text, 12, '0'))::uuid,
           (${array(['Sunny', 'Quiet', 'Spacious', 'Cosy', 'Modern', 'Industrial', 'Bright', 'Riverside'])})[1 + i % 8] || ' '
             || (${array(['Photo Studio', 'Meeting Room', 'Loft', 'Workshop', 'Event Space', 'Rooftop', 'Kitchen', 'Camper Van', 'Kayak', 'Camera Kit'])})[1 + (i / 8) % 10]
             || ' ' || i,
           'A listing generated for the search benchmark.',
           (${array(['studio', 'office', 'venue', 'rooftop', 'kitchen', 'van', 'boat', 'camera'])})[1 + i % 8],
           'space',
           1000 + (i * 37) % 20000,
           (1000 + (i * 37) % 20000) * 6,
           ((${array(PLACES.map((place) => place[2]))})[1 + (i / 3) % ${sql.raw(String(places))}])::currency,
           (${array(PLACES.map((place) => place[0]))})[1 + (i / 3) % ${sql.raw(String(places))}],
           (${array(PLACES.map((place) => place[1]))})[1 + (i / 3) % ${sql.raw(String(places))}],
           1 + i % 40,
           'UTC',
           array['Wi-Fi', 'Parking', 'Natural light'],
           array['/default-listing.svg'],
           i % 20 <> 0,
           i % 25 <> 0,
           case when i % 3 = 0 then 0 else 3 + (i % 21) / 10.0 end,
           i % 50,
           timestamptz '2026-01-01' + i * interval '37 seconds',
           timestamptz '2026-01-01' + i * interval '37 seconds',
           -- Spread over about 20 km around the place's centre.
           (${numbers(PLACES.map((place) => place[3]))})[1 + (i / 3) % ${sql.raw(String(places))}]
             + ((i::bigint * 7919) % 1000 - 500) / 5000.0,
           (${numbers(PLACES.map((place) => place[4]))})[1 + (i / 3) % ${sql.raw(String(places))}]
             + ((i::bigint * 104729) % 1000 - 500) / 4000.0
    from generate_series(1, ${sql.raw(String(count))}) as i`);
  // As a database that has been running a while: statistics gathered, visibility map set.
  await db.execute(sql`vacuum analyze`);
}

/** The benchmark's query mix: the home sections, explore filters, a city page and paging orders. */
export const SEARCH_MIX = [
  '',
  'q=studio',
  'q=tokyo',
  'region=Europe',
  'type=kitchen',
  'currency=USD&sort=price_asc',
  'city=new-york',
  'sort=rating',
  'capacity=30&type=venue',
  'q=riverside&region=Americas',
  'country=United%20States&limit=6',
  'not_country=United%20States&region=Asia%20Pacific',
];

/**
 * The map's searches (docs/product/search-and-cities.md#map-and-distance): a city's view, a
 * neighbourhood with filters, a continent, a view across the antimeridian, and near searches.
 */
export const MAP_MIX = [
  'bbox=-74.2,40.6,-73.8,40.85',
  'bbox=-0.3,51.4,0.1,51.6&type=studio&currency=GBP&max_price=100',
  'bbox=-10,35,30,60',
  'bbox=150,-40,-170,0',
  'near=48.853,2.349&radius_km=10',
  'near=35.664,139.698&radius_km=5&sort=price_asc&currency=JPY',
];

/** Slots (bookings and blocks) of each generated listing's calendar: 10 thousand listings, 100 thousand slots. */
export const SLOTS_PER_LISTING = 10;
/** Of a listing's slots, these many are bookings (the first pending, the rest confirmed); the others are host blocks. */
const BOOKED_SLOTS = 6;
/** Guests of the generated bookings. */
const GUESTS = 200;
/** Days ahead the calendars cover (the availability mix searches the first few of them). */
export const CALENDAR_DAYS = 30;

/**
 * Gives the listings of insertListings varied booking rules and a calendar each (PostgreSQL; set
 * based, so a million slots load in seconds): a quarter on the default hours, the others on
 * weekdays only, long days or short days; notice from none to 7 days, windows of 1 to 12 months,
 * buffers of 0 to 120 minutes, a few with a shortest or longest rental. Each listing has
 * SLOTS_PER_LISTING slots on distinct days of the next CALENDAR_DAYS, 1 to 4 hours from 08:00 to
 * 19:00 (UTC, the listings' zone): BOOKED_SLOTS bookings with their slot and buffer, as the
 * booking trigger writes them, then host blocks, the last a whole day. Triggers are off while it
 * loads (session_replication_role, so the runner's superuser): the slots are written here, nothing
 * listens for calendar notices and no search reads the monthly totals.
 */
export async function insertCalendars(db: Database): Promise<void> {
  const rule = (values: (number | string)[]) =>
    sql.raw(
      `(array[${values.join(',')}])[1 + abs(hashtext(id::text || '${values.length}')) % ${values.length}]`,
    );
  const closed = 'null';
  const day = (from: number, to: number) => `{"from":${from},"to":${to}}`;
  const week = (days: string[]) => `'[${days.join(',')}]'::jsonb`;
  await db.execute(sql`
    update spaces set
      opening_hours = ${rule([
        week(Array.from({ length: 7 }, () => day(9, 21))),
        week([closed, ...Array.from({ length: 5 }, () => day(8, 18)), closed]),
        week(Array.from({ length: 7 }, () => day(6, 23))),
        week([closed, day(10, 16), day(10, 16), closed, day(10, 16), day(10, 16), day(12, 20)]),
      ])},
      min_notice_hours = ${rule([0, 0, 0, 1, 2, 12, 24, 48, 168])},
      booking_window_months = ${rule([12, 12, 6, 3, 1])},
      buffer_minutes = ${rule([0, 0, 15, 30, 60, 120])},
      min_rental_duration = ${rule([1, 1, 1, 1, 1, 1, 1, 1, 1, 2])},
      max_rental_duration = ${rule(['null', 'null', 'null', 'null', 'null', 'null', 3, 8])}`);
  await db.execute(sql`
    insert into users (id, email, encrypted_password)
    select ('00000000-0000-4000-9000-' || lpad(g::text, 12, '0'))::uuid, 'bench-guest-' || g || '@example.test', 'x'
    from generate_series(1, ${sql.raw(String(GUESTS))}) as g`);
  const slots = sql.raw('bench_slots');
  // One transaction: triggers (and with them the foreign key checks) are off for it alone, and
  // the exclusion constraint is built once over all the slots instead of row by row (it checks them
  // all then); anything failing rolls it all back.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    await tx.execute(
      sql`alter table space_availability drop constraint space_availability_no_overlap`,
    );
    // Slot k of listing n: day 1 + (n + 3k) % 30 (distinct for k < 10), from 08:00 to 19:00, 1 to 4 hours.
    await tx.execute(sql`
      create temporary table ${slots} on commit drop as
      select s.id as space_id, s.currency, s.hourly_price, s.cancellation_policy, s.buffer_minutes, k,
             md5(s.id::text || k)::uuid as slot_id,
             date_trunc('day', now()) + make_interval(days => 1 + ((s.n + 3 * k) % ${sql.raw(String(CALENDAR_DAYS))})::int,
                                                     hours => 8 + ((s.n * 7 + k * 5) % 12)::int) as start_time,
             1 + ((s.n + k) % 4)::int as hours
      from (select id, currency, hourly_price, cancellation_policy, buffer_minutes,
                   row_number() over (order by id) as n from spaces) s
      cross join generate_series(0, ${sql.raw(String(SLOTS_PER_LISTING - 1))}) as k`);
    await tx.execute(sql`
      insert into bookings (id, user_id, space_id, start_time, end_time, duration_unit, duration, subtotal,
                            platform_fee_amount, total_price, currency, cancellation_policy, status,
                            hold_expires_at, confirmed_at)
      select slot_id,
             ('00000000-0000-4000-9000-' || lpad((1 + abs(hashtext(slot_id::text)) % ${sql.raw(String(GUESTS))})::text, 12, '0'))::uuid,
             space_id, start_time, start_time + make_interval(hours => hours), 'hour', hours,
             hourly_price * hours, hourly_price * hours / 10, hourly_price * hours + hourly_price * hours / 10,
             currency, cancellation_policy,
             case when k = 0 then 'pending'::booking_status else 'confirmed'::booking_status end,
             case when k = 0 then now() + interval '10 minutes' end,
             case when k = 0 then null else now() end
      from ${slots} where k < ${sql.raw(String(BOOKED_SLOTS))}`);
    await tx.execute(sql`
      insert into space_availability (space_id, start_time, end_time, booking_id)
      select space_id,
             case when k = ${sql.raw(String(SLOTS_PER_LISTING - 1))} then date_trunc('day', start_time) else start_time end,
             case when k < ${sql.raw(String(BOOKED_SLOTS))}
                  then start_time + make_interval(hours => hours, mins => buffer_minutes)
                  when k = ${sql.raw(String(SLOTS_PER_LISTING - 1))} then date_trunc('day', start_time) + interval '1 day'
                  else start_time + make_interval(hours => hours) end,
             case when k < ${sql.raw(String(BOOKED_SLOTS))} then slot_id end
      from ${slots}`);
    await tx.execute(sql`alter table space_availability add constraint space_availability_no_overlap
      exclude using gist (space_id with =, tstzrange(start_time, end_time, '[)') with &&)`);
  });
  await db.execute(sql`vacuum analyze bookings`);
  await db.execute(sql`vacuum analyze space_availability`);
}
