import type { DemoData } from './demo-data.ts';

/** One measured figure of the benchmark report (docs/performance.md). */
export interface Figure {
  /** What was measured, e.g. 'GET /rest/v1/spaces p99 (100k listings, PostgreSQL, 50 connections)'. */
  name: string;
  value: number;
  unit: string;
  /** The budget, in the same unit, when the figure has one. */
  budget?: number;
  /** 'max': the value must stay at or under the budget; 'min': at or over it. */
  direction?: 'max' | 'min';
  /** Extra context printed beside the figure (machine, sizes, method). */
  note?: string;
}

export interface BenchContext {
  /** True for `npm run bench -- --quick`: smaller sizes, shorter runs. */
  quick: boolean;
  /** A PostgreSQL server URL for benchmarks that need one (the runner starts a throwaway one). */
  postgresUrl?: string;
  /** A scratch directory for data and builds, removed afterwards. */
  workDir: string;
  /** The demo data, loaded once per run and copied for each module that serves it. */
  demo: DemoData;
  log(message: string): void;
  /**
   * Whether the run wants a figure whose name holds every one of `words`. Always, except in a
   * quick run's second look, which measures again only the figures that looked more than 25%
   * worse: a module may skip the parts of it that make none of those.
   */
  wants(...words: string[]): boolean;
}

/** A benchmark module: bench/src/<name>.ts exports `run`. */
export type Bench = (context: BenchContext) => Promise<Figure[]>;
