import { seedCalendarSync } from './calendar.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { passwordHash } from '../factories.ts';
import { userCount } from './accounts.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { loadPlan, wipeDatabase } from './load.ts';
import { writeSeedPictures } from './pictures/index.ts';
import { buildSeedPlan } from './plan.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoRole } from './demo-accounts.ts';
export { SEED, buildSeedPlan, type SeedPlan } from './plan.ts';
export { wipeDatabase } from './load.ts';

export interface SeedOptions {
  /** Where local storage keeps its buckets: files go to {storageDir}/{bucket}/{path}. */
  storageDir: string;
  /** The moment bookings are placed around (past ones before it, upcoming ones after). */
  now?: Date;
  /** Set false to load only rows (tests that do not look at pictures). */
  pictures?: boolean;
  /**
   * The product's own address: with it, one demo listing imports another's iCal export from it
   * (./calendar.ts). Without it the demo has no imported calendar.
   */
  siteUrl?: string;
}

export interface SeedSummary {
  users: number;
  spaces: number;
  published: number;
  bookings: number;
  reviews: number;
  cities: number;
  pictures: number;
  ms: number;
}

// Several instances starting on one empty PostgreSQL take turns; only the first one seeds.
const SEED_LOCK = 74_210_001;

async function load(
  db: Database,
  options: SeedOptions,
  onlyIfEmpty: boolean,
): Promise<SeedSummary | null> {
  const started = performance.now();
  const plan = buildSeedPlan(options.now ?? new Date());
  const pictures =
    options.pictures === false
      ? Promise.resolve(0)
      : writeSeedPictures(options.storageDir, plan.pictures);
  // Pictures render on sharp's threads while the rows go in; a failure of either fails the seed.
  pictures.catch(() => undefined);
  const hash = await passwordHash(DEMO_PASSWORD);
  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (onlyIfEmpty && (await userCount(tx as unknown as Database)) > 0) return false;
    await loadPlan(tx as unknown as Database, plan, hash);
    if (options.siteUrl) await seedCalendarSync(tx as unknown as Database, options.siteUrl);
    return true;
  });
  const rendered = await pictures;
  if (!loaded) return null;
  return {
    users: plan.people.users.length,
    spaces: plan.listings.length,
    published: plan.listings.filter((l) => l.space.is_published).length,
    bookings: plan.bookings.length,
    reviews: plan.reviews.length,
    cities: plan.cities.length,
    pictures: rendered,
    ms: Math.round(performance.now() - started),
  };
}

/** Loads the demo data when the database has no users yet; returns what it loaded, or null. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedSummary | null> {
  if ((await userCount(db)) > 0) return null;
  return load(db, options, true);
}

/** Empties every application table and loads the demo data again (`npm run seed`). */
export async function reseed(db: Database, options: SeedOptions): Promise<SeedSummary> {
  await wipeDatabase(db);
  const summary = await load(db, options, false);
  if (!summary) throw new Error('the demo data was not loaded');
  return summary;
}
