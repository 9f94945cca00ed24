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
             + ((i * 7919) % 1000 - 500) / 5000.0,
           (${numbers(PLACES.map((place) => place[4]))})[1 + (i / 3) % ${sql.raw(String(places))}]
             + ((i * 104729) % 1000 - 500) / 4000.0
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
