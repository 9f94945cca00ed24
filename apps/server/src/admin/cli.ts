// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: sets profiles.is_admin.
// With the embedded database, stop the server first: PGlite allows one process at a time.
import { loadConfig } from '../config.ts';
import { openAppDatabase } from '../database.ts';
import { setAdmin } from './rights.ts';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error('Usage: npm run admin -- grant <email> | revoke <email>');
  process.exit(2);
}

const handle = await openAppDatabase(loadConfig());
try {
  const result = await setAdmin(handle.db, email, command === 'grant');
  if (!result) {
    console.error(`No account with the e-mail ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(`${result.email} is ${result.is_admin ? 'now an admin' : 'no longer an admin'}.`);
  }
} finally {
  await handle.close();
}
