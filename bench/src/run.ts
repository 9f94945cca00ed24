// `npm run bench [-- --quick] [-- --only a,b]`: builds the product, runs every benchmark module,
// writes docs/performance.md (full runs) and, with --quick, fails on figures >25% worse than it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Bench, Figure } from './types.ts';
import { ROOT } from './server.ts';
import { startPostgresCluster } from '../../apps/server/test/system/postgres-cluster.ts';
import { parseReport, regressions, renderReport } from './report.ts';

const MODULES = ['startup', 'auth', 'uploads', 'search', 'pages', 'bookings', 'admin', 'bundle', 'images', 'lighthouse', 'memory'];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const reportPath = join(ROOT, 'docs/performance.md');
const started = performance.now();

const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const workDir = mkdtempSync(join(tmpdir(), 'rentspace-bench-'));
const postgres = only && !only.some((name) => ['search', 'pages', 'bookings', 'admin', 'memory'].includes(name)) ? undefined : startPostgresCluster(55499);
const figures: Figure[] = [];
const failures: string[] = [];
try {
  for (const name of MODULES) {
    if (only && !only.includes(name)) continue;
    const file = join(ROOT, 'bench/src', `${name}.ts`);
    if (!existsSync(file)) continue;
    console.log(`\n== ${name}`);
    const { run } = (await import(file)) as { run: Bench };
    const moduleStarted = performance.now();
    try {
      const measured = await run({ quick, postgresUrl: postgres?.url, workDir, log: (message) => console.log(`   ${message}`) });
      for (const figure of measured) console.log(`   ${figure.name}: ${figure.value} ${figure.unit}`);
      console.log(`   (${name}: ${Math.round((performance.now() - moduleStarted) / 1000)} s)`);
      figures.push(...measured);
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message}`);
      console.error(`   failed: ${(error as Error).stack}`);
    }
  }
} finally {
  postgres?.stop();
  rmSync(workDir, { recursive: true, force: true });
}

const durationS = (performance.now() - started) / 1000;
const baseline = existsSync(reportPath) ? parseReport(readFileSync(reportPath, 'utf8')) : [];
if (!quick && !only) {
  writeFileSync(reportPath, renderReport(figures, { date: new Date().toISOString().slice(0, 10), durationS, quick }));
  console.log(`\nWrote docs/performance.md (${figures.length} figures, ${Math.round(durationS)} s).`);
}
const worse = quick ? regressions(figures, baseline) : [];
for (const line of worse) console.error(`REGRESSION ${line}`);
for (const line of failures) console.error(`FAILED ${line}`);
process.exit(worse.length > 0 || failures.length > 0 ? 1 : 0);
