import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { openPostgres } from '@rentspace/db';
import { seedIfEmpty } from '@rentspace/db/seed/index';
import { ROOT, startServer } from './server.ts';
import { freshDatabase } from './databases.ts';

const TEMPLATE_DATABASE = 'bench_demo_template';

/**
 * Runs keep the demo data directory they loaded, for the next runs of the same day on the same
 * server build (the demo data is seeded, with dates from the day it was loaded, and the server
 * bundle's source stamp covers the seed, the migrations and the locked dependencies, sharp's
 * among them). A quick run then starts from a copy instead of loading it again.
 */
const KEPT_DIR = join(ROOT, 'node_modules/.cache/rentspace-bench');

function keptName(): string | undefined {
  const stamp = join(ROOT, 'apps/server/dist/.source-stamp');
  if (!existsSync(stamp)) return undefined;
  return `demo-${new Date().toISOString().slice(0, 10)}-${readFileSync(stamp, 'utf8').trim().slice(0, 16)}`;
}

/** The demo data directory an earlier run of this day and server build kept, if any. */
export function keptDemoData(): string | undefined {
  const name = keptName();
  return name && existsSync(join(KEPT_DIR, name)) ? join(KEPT_DIR, name) : undefined;
}

/** Keeps a copy of a demo data directory (its instance stopped) for later runs, in place of any older one. */
function keepDemoData(dir: string): void {
  const name = keptName();
  if (!name || existsSync(join(KEPT_DIR, name))) return;
  mkdirSync(KEPT_DIR, { recursive: true });
  for (const old of readdirSync(KEPT_DIR))
    rmSync(join(KEPT_DIR, old), { recursive: true, force: true });
  // Copied aside, then renamed: a run stopped half-way leaves no half directory under the name.
  const copy = mkdtempSync(join(KEPT_DIR, 'copying-'));
  cpSync(dir, copy, { recursive: true });
  try {
    renameSync(copy, join(KEPT_DIR, name));
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The demo data, loaded once per run and copied for each module that serves it. An instance's
 * first start on a new data directory loads it (with photos made by sharp: 13-19 s here), and the
 * pages, Lighthouse and memory modules each paid that before their measurements. The start-up
 * module measures that first start itself and hands its data directory over as the template. The
 * PostgreSQL template gets the same rows (the demo data is seeded: same ids, same picture paths)
 * without drawing the pictures again: its data directories take the PGlite template's pictures.
 */
export function createDemoData(workDir: string, postgresUrl: string | undefined) {
  let pgliteTemplate: Promise<string> | undefined;
  let postgresTemplate: Promise<string> | undefined;

  /** Starts an instance on `dir` so it loads the demo data, then stops it. */
  async function load(dir: string): Promise<string> {
    const server = await startServer({ port: 3479, env: { DATA_DIR: dir } });
    await server.stop();
    return dir;
  }

  /** The kept demo data of the day, or else a new load of it (then kept). */
  async function keptOrLoaded(): Promise<string> {
    const kept = keptDemoData();
    if (kept) return kept;
    const dir = await load(join(workDir, 'demo-pglite'));
    keepDemoData(dir);
    return dir;
  }

  const pgliteTemplateDir = () => (pgliteTemplate ??= keptOrLoaded());

  return {
    /**
     * Takes a data directory that holds the demo data on PGlite (its instance stopped) as the
     * template, and keeps a copy for later runs.
     */
    adoptPglite(dir: string) {
      keepDemoData(dir);
      pgliteTemplate ??= Promise.resolve(dir);
    },

    /** A new data directory with the demo data on PGlite. */
    async pgliteDir(name: string): Promise<string> {
      const dir = mkdtempSync(join(workDir, `${name}-`));
      cpSync(await pgliteTemplateDir(), dir, { recursive: true });
      return dir;
    },

    /**
     * A new PostgreSQL database with the demo data (a copy of a template database) and a data
     * directory with the demo pictures.
     */
    async postgres(name: string): Promise<{ url: string; dataDir: string; drop(): Promise<void> }> {
      if (!postgresUrl) throw new Error('no PostgreSQL server for the benchmarks');
      postgresTemplate ??= (async () => {
        const pictures = join(await pgliteTemplateDir(), 'storage');
        const template = await freshDatabase(postgresUrl, TEMPLATE_DATABASE);
        const handle = openPostgres({ url: template.url, max: 2 });
        try {
          await handle.migrate();
          await seedIfEmpty(handle.db, { storageDir: pictures, pictures: false });
        } finally {
          await handle.close();
        }
        return pictures;
      })();
      const pictures = await postgresTemplate;
      const database = await freshDatabase(postgresUrl, name, TEMPLATE_DATABASE);
      const dataDir = mkdtempSync(join(workDir, `${name}-files-`));
      cpSync(pictures, join(dataDir, 'storage'), { recursive: true });
      return { url: database.url, dataDir, drop: database.drop };
    },
  };
}

export type DemoData = ReturnType<typeof createDemoData>;
