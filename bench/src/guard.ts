// `npm run bench:guard [-- --runs=5]`: runs `npm run bench -- --quick` on the checked-out code
// several times, one after the other, and puts into docs/performance.md how many of them failed.
// The code does not change between the runs, so every failure is a false alarm: the guard's
// budget is none (the performance issue: 0 of 5).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { mergeReport } from './report.ts';
import { ROOT } from './server.ts';

const runs = Number(
  process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 5,
);
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
  cwd: ROOT,
  encoding: 'utf8',
}).stdout.trim();
const outcomes: string[] = [];
let failed = 0;
for (let run = 1; run <= runs; run++) {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'bench', '--', '--quick'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const named = `${result.stdout}\n${result.stderr}`
    .split('\n')
    .filter((line) => /^(REGRESSION|FAILED) /.test(line));
  if (result.status !== 0) failed++;
  const seconds = Math.round((performance.now() - started) / 1000);
  const outcome = `run ${run}: exit ${result.status} in ${seconds} s, load average ${loadavg()[0]!.toFixed(1)}${named.length ? ` (${named.join('; ')})` : ''}`;
  outcomes.push(outcome);
  console.log(outcome);
}
const reportPath = join(ROOT, 'docs/performance.md');
const figure = {
  name: '`npm run bench -- --quick` runs on unchanged code that failed (false alarms)',
  value: failed,
  unit: `of ${runs} runs`,
  budget: 0,
  direction: 'max' as const,
  note: `${commit}, one run after another; ${outcomes.map((line) => line.replace(/^run \d+: /, '')).join(', ')}`,
};
writeFileSync(
  reportPath,
  mergeReport(readFileSync(reportPath, 'utf8'), [figure], {
    date: new Date().toISOString().slice(0, 10),
    quick: false,
    load: Math.round(loadavg()[0]! * 10) / 10,
  }),
);
console.log(`${failed} of ${runs} quick runs failed; merged into docs/performance.md.`);
process.exit(failed > 0 ? 1 : 0);
