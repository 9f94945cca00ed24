import { cpSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { openPostgres } from '@rentspace/db';
import { seedIfEmpty } from '@rentspace/db/seed/index';
import { startServer } from './server.ts';
import { freshDatabase } from './databases.ts';

const TEMPLATE_DATABASE = 'bench_demo_template';

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

  const pgliteTemplateDir = () => (pgliteTemplate ??= load(join(workDir, 'demo-pglite')));

  return {
    /** Takes a data directory that holds the demo data on PGlite (its instance stopped) as the template. */
    adoptPglite(dir: string) {
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
