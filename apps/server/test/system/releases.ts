import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

/** A copy of `from` with one more migration, as the next release ships its folder. */
export function releaseMigrations(from: string, to: string, tag: string, statements: string[]) {
  cpSync(from, to, { recursive: true });
  const journalFile = join(to, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const last = journal.entries.at(-1)!;
  journal.entries.push({
    idx: last.idx + 1,
    version: last.version,
    // Later than anything committed (the migrator applies what is newer than the newest applied).
    when: Math.max(Date.now(), last.when) + 60_000,
    tag,
    breakpoints: true,
  });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  writeFileSync(join(to, `${tag}.sql`), statements.join('\n--> statement-breakpoint\n'));
}
