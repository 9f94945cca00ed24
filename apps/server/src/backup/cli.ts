// `npm run backup -- [DIR]` and `npm run restore -- BACKUP [--data-dir DIR] [--database-url URL]`
// (docs/operations.md, "Backups and restore"). Both read the same configuration as `npm start`.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { takeBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' }, 'database-url': { type: 'string' } },
});

try {
  const config = loadConfig();
  if (command === 'backup') {
    const out =
      positionals[0] ?? `backups/rentspace-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    const manifest = await takeBackup(config, out);
    console.log(
      `Backed up to ${out}: ${manifest.database.kind} at ${manifest.migration}, ` +
        `${JSON.stringify(manifest.database.counts)}, ${manifest.uploads.files.length} uploads ` +
        `(database ${manifest.durations_ms.database} ms, uploads ${manifest.durations_ms.uploads} ms)`,
    );
    if (manifest.uploads.kind === 's3')
      console.log('Uploads are in S3: keep bucket versioning on (docs/operations.md).');
  } else if (command === 'restore' && positionals[0]) {
    const restored = await restoreBackup(positionals[0], {
      dataDir: values['data-dir'] ?? config.DATA_DIR,
      databaseUrl: values['database-url'] ?? config.DATABASE_URL,
    });
    console.log(
      `Restored the backup of ${restored.manifest.created_at}: ` +
        `${JSON.stringify(restored.manifest.database.counts)}, ` +
        `${restored.manifest.uploads.files.length} uploads ` +
        `(database ${restored.durations_ms.database} ms, uploads ${restored.durations_ms.uploads} ms)`,
    );
  } else {
    console.error(
      'Usage: npm run backup -- [DIR] | npm run restore -- BACKUP [--data-dir DIR] [--database-url URL]',
    );
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
