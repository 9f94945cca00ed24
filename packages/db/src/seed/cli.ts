// `npm run seed`: wipes the demo tables and loads the demo data again, with its pictures.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../client.ts';
import { DEMO_ACCOUNTS, reseed } from './index.ts';

async function main() {
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const url = process.env.DATABASE_URL || undefined;
  const pgliteDir = resolve(dataDir, 'pglite');
  const storageDir = resolve(dataDir, 'storage');
  if (!url) mkdirSync(pgliteDir, { recursive: true });
  mkdirSync(storageDir, { recursive: true });

  const handle = await openDatabase({ url, dataDir: pgliteDir, poolSize: 2 });
  try {
    await handle.migrate();
    // The address the product will answer at, for the demo's imported calendar.
    const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`;
    const summary = await reseed(handle.db, { storageDir, siteUrl });
    console.log(`Seeded ${url ? 'PostgreSQL' : pgliteDir} in ${(summary.ms / 1000).toFixed(1)} s:`);
    console.log(
      `  ${summary.users} users, ${summary.spaces} listings (${summary.published} published), ` +
        `${summary.bookings} bookings, ${summary.reviews} reviews, ${summary.cities} cities, ${summary.pictures} pictures`,
    );
    console.log(`  pictures in ${storageDir}`);
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      console.log(`  ${role.padEnd(5)} ${account.email} / ${account.password}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
