// `npm run bench [-- --quick] [-- --only=a,b [--merge]]`: builds the product, runs every benchmark
// module, writes docs/performance.md (full runs) and, with --quick, fails on figures >25% worse
// than it. `--only=... --merge` puts the figures it measured into the report in place of theirs
// (among the quick passes' with --quick), the rest as it was. BENCH_POSTGRES_PORT: the port of
// the throwaway PostgreSQL server (55499).
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Bench, Figure } from './types.ts';
import { ROOT } from './server.ts';
import { startPostgresCluster } from '../../apps/server/test/system/postgres-cluster.ts';
import {
  confirmed,
  MACHINE_SPEED,
  mergeReport,
  parseReport,
  quickBaseline,
  regressions,
  renderReport,
  slowdown,
  worseOf,
} from './report.ts';
import { createDemoData } from './demo-data.ts';
import { calibrate } from './calibration.ts';

const MODULES = [
  'startup',
  'auth',
  'uploads',
  'search',
  'availability',
  'pages',
  'bookings',
  'admin',
  'bundle',
  'images',
  'lighthouse',
  'memory',
];
// A quick run measures what the budgets are about; these modules' figures have none (`--only` runs them).
const NOT_QUICK = ['auth', 'uploads'];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const merge = args.includes('--merge');
if (merge && !only) throw new Error('--merge goes with --only=...');
const reportPath = join(ROOT, 'docs/performance.md');
const started = performance.now();

// Builds what changed since the last build (the build is what `npm start` would serve).
const build = spawnSync(process.execPath, ['scripts/start.mjs', '--prepare'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
const buildS = (performance.now() - started) / 1000;

const workDir = mkdtempSync(join(tmpdir(), 'rentspace-bench-'));
const postgres =
  only &&
  !only.some((name) =>
    ['search', 'availability', 'pages', 'bookings', 'admin', 'memory'].includes(name),
  )
    ? undefined
    : startPostgresCluster(Number(process.env.BENCH_POSTGRES_PORT ?? 55499));
const demo = createDemoData(workDir, postgres?.url);
const failures: string[] = [];

/**
 * Runs one module in a scratch directory of its own; its figures, or undefined when it failed.
 * With `wanted`, the module may measure just the parts that make those figures (a second look).
 */
async function runModule(
  name: string,
  quickly: boolean,
  wanted?: readonly string[],
): Promise<Figure[] | undefined> {
  console.log(
    `\n== ${name}${quickly && !quick ? ' (quick)' : ''} (at ${Math.round((performance.now() - started) / 1000)} s)`,
  );
  const { run } = (await import(join(ROOT, 'bench/src', `${name}.ts`))) as { run: Bench };
  const moduleStarted = performance.now();
  try {
    const moduleDir = mkdtempSync(join(workDir, `${name}-`));
    const measured = await run({
      quick: quickly,
      postgresUrl: postgres?.url,
      workDir: moduleDir,
      demo,
      log: (message) => console.log(`   ${message}`),
      wants: (...words) =>
        !wanted || wanted.some((figure) => words.every((word) => figure.includes(word))),
    });
    for (const figure of measured) console.log(`   ${figure.name}: ${figure.value} ${figure.unit}`);
    console.log(`   (${name}: ${Math.round((performance.now() - moduleStarted) / 1000)} s)`);
    return measured;
  } catch (error) {
    failures.push(`${name}: ${(error as Error).message}`);
    console.error(`   failed: ${(error as Error).stack}`);
    return undefined;
  }
}

/**
 * Every module (or those of --only), quick or full: the figures, and which module measured each.
 * `again` makes it a second look: the modules it names, for the figures it gives each.
 */
async function pass(quickly: boolean, again?: Map<string, string[]>) {
  const figures: Figure[] = [];
  const measuredBy = new Map<string, string>();
  // The machine's speed at both ends of the pass, the reference the guard scales timed figures by.
  const machine = await calibrate();
  for (const name of MODULES) {
    if (
      again ? !again.has(name) : only ? !only.includes(name) : quickly && NOT_QUICK.includes(name)
    )
      continue;
    for (const figure of (await runModule(name, quickly, again?.get(name))) ?? []) {
      figures.push(figure);
      measuredBy.set(figure.name, name);
    }
  }
  const speed = await machine.end();
  console.log(`\n   ${speed.name}: ${speed.value} ${speed.unit} (${speed.note})`);
  figures.unshift(speed);
  return { figures, measuredBy };
}

// A quick run compares with the quick figures of the committed report (the full run ends with two
// quick passes, so short runs are held against short runs; see quickBaseline).
const committed = existsSync(reportPath)
  ? parseReport(readFileSync(reportPath, 'utf8'))
  : { figures: [], quick: [] };
const baseline = quickBaseline(committed);

function reportSlowdown(figures: Figure[]) {
  const slower = slowdown(figures, baseline);
  if (slower > 1)
    console.log(
      `\nThe machine is ${slower.toFixed(2)}x slower than for the report's quick passes: timed figures are held against theirs scaled by that.`,
    );
}

let figures: Figure[] = [];
let quickFigures: Figure[] = [];
let worse: string[] = [];
try {
  if (quick) {
    const first = await pass(true);
    figures = first.figures;
    // A short run on a shared machine can catch a slow spell: any figure that looks more than 25%
    // worse is measured once more, in a second look with a machine reference of its own (its
    // module runs again, only the parts that make such figures where it can tell them apart). A
    // regression is what both looks saw, each held against the report at its own machine speed.
    reportSlowdown(figures);
    const suspects = regressions(figures, baseline);
    if (suspects.length > 0) {
      const again = new Map<string, string[]>();
      for (const { name } of suspects) {
        const module = first.measuredBy.get(name)!;
        again.set(module, [...(again.get(module) ?? []), name]);
      }
      console.log(
        `\nLooking again (${[...again.keys()].join(', ')}): ${suspects.length} figures >25% worse`,
      );
      const second = (await pass(true, again)).figures;
      reportSlowdown(second);
      worse = confirmed(suspects, second, baseline);
    }
  } else {
    figures = (await pass(false)).figures;
    if (!only) {
      // Two quick passes, the worse of each figure kept: one short run is one sample of the
      // machine's noise, and a lucky one would make every later quick run look worse.
      console.log('\n== two quick passes, the baseline of `npm run bench -- --quick`');
      const once = (await pass(true)).figures;
      quickFigures = worseOf(once, (await pass(true)).figures);
    }
  }
} finally {
  postgres?.stop();
  rmSync(workDir, { recursive: true, force: true });
}

const durationS = (performance.now() - started) / 1000;
// What the modules that ran through measured is merged; a module that failed leaves its figures as they were.
if (merge) {
  const date = new Date().toISOString().slice(0, 10);
  const measured = figures.filter((figure) => figure.name !== MACHINE_SPEED);
  const load = Math.round(loadavg()[0]! * 10) / 10;
  writeFileSync(
    reportPath,
    mergeReport(readFileSync(reportPath, 'utf8'), measured, { date, quick, load }),
  );
  console.log(`\nMerged ${measured.length} figures into docs/performance.md.`);
}
if (!quick && !only) {
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(reportPath, renderReport(figures, { date, durationS, quickFigures }));
  console.log(
    `\nWrote docs/performance.md (${figures.length} figures, ${Math.round(durationS)} s).`,
  );
}
if (quick)
  console.log(
    `\nThe quick run took ${Math.round(durationS)} s (${Math.round(buildS)} s of it checking or making the build).`,
  );
for (const line of worse) console.error(`REGRESSION ${line}`);
for (const line of failures) console.error(`FAILED ${line}`);
process.exit(worse.length > 0 || failures.length > 0 ? 1 : 0);
