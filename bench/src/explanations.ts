/**
 * What the report says under a budget the run missed: what was measured, the cause found by
 * profiling, and what would meet it. Kept beside the benchmarks so that each run's report carries
 * it; an entry only shows when its figure misses its budget.
 */
export interface Explanation {
  /** Groups entries so that one cause is told once, however many figures it explains. */
  topic: string;
  match: RegExp;
  text: string;
}

export const EXPLANATIONS: Explanation[] = [
  {
    topic: 'javascript',
    match: /^initial JavaScript/,
    text: `The floor is the framework: React DOM (about 66 KB gzip) and the React Router runtime with
      its hydration and client navigation (about 44 KB) come to roughly 110 KB before any product
      code. Each route's code loads with its route, and what a first visit does not show loads
      when it is first opened (the sign-in dialog with its form library, the user menu, the host
      profile dialog), which took the first visit from about 225 KB to the figure above. What would
      meet 120 KB: render the public pages without hydration (plain HTML plus a few kilobytes of
      islands for the carousel, the search box and the header), or swap React DOM for
      preact/compat (about 4 KB); both are architecture changes for a decision record, not tuning.`,
  },
  {
    topic: 'lighthouse',
    match: /^Lighthouse mobile performance/,
    text: `Lighthouse's mobile profile simulates a mid-range phone (4x CPU slowdown) on slow 4G. On
      these shared 2-core machines the slowdown applies on top of a CPU that other jobs already
      use, so the Total Blocking Time of hydrating the page (the JavaScript above) weighs most;
      the same pages score higher on an idle machine. It moves with the JavaScript budget: less
      to hydrate is the fix, as above.`,
  },
  {
    topic: 'startup',
    match: /^`npm start`, existing data directory/,
    text: `Measured phase by phase on the same machine: loading the server's TypeScript through tsx
      (transpiled at start) about 0.9 s, loading React and the web build about 0.9 s, opening the
      embedded PGlite data directory with the demo data 1-3.5 s (PGlite reads the whole data
      directory into its WebAssembly file system; slower while other jobs share the disk and
      CPU), checking the migrations 0.5 s. The database and
      the web build already load at the same time. What would meet 2 s: ship the server compiled
      to JavaScript (no transpiling at start) and keep PGlite's data directory small, or run on
      PostgreSQL, where opening the pool takes milliseconds.`,
  },
  {
    topic: 'search',
    match: /^GET \/rest\/v1\/spaces (p99|throughput as a share)/,
    text: `The load generator, the API server and PostgreSQL share the machine's 2 cores, so the
      run measures their sum: the same SQL sent straight through postgres.js already has a p99
      above 25 ms at these connection counts (see its figures). The API's own cost per request
      (validation, the JSON of 24 cards, the ETag digest, the HTTP layer) is what separates the
      two throughputs; every search is one indexed keyset query (docs/decisions/0004-search.md),
      and the p50 barely moves from 10k to 100k listings. What would meet the budget: the database
      on its own cores (as in any real deployment), and a serializer that skips re-validating the
      rows the query already shaped.`,
  },
  {
    topic: 'memory',
    match: /^server memory/,
    text: `Most of it is code, not data: Node with tsx (the server's TypeScript transpiled in
      memory at start) is about 75 MB before anything loads, the server's modules about 70 MB more,
      React and the web build about 80 MB; that is 310-330 MB idle after a start. Under 50
      connections of search V8 then grows its heap by 150-250 MB and keeps it (the per-run figures
      in the run's log), and each sign-in's argon2id hash takes 19 MB while it runs. Loading
      PGlite and the S3 client only when used saved about 50 MB on PostgreSQL. What would meet 300
      MB: run the server precompiled to JavaScript without tsx, and cap the heap for small
      instances (--max-old-space-size), which trades memory for more frequent collection.`,
  },
  {
    topic: 'pages',
    match: /^GET \/(space|new-york)/,
    text: `Rendering a page with React costs several milliseconds of CPU; at 50 connections on 2
      shared cores requests queue behind each other. Each instance reuses a rendered public page
      for PAGE_CACHE_SECONDS (5 s), with the CSP nonce put in per response, which removes most
      renders under load.`,
  },
  {
    topic: 'holds',
    match: /^(create-payment-intent|50 concurrent holds)/,
    text: `Each hold is a transaction (expire stale holds, insert under the exclusion constraint)
      plus the payment intent; under 50 connections on 2 shared cores the requests queue for the
      CPU and the database. The count of successful holds is exact (one per slot) at any load.`,
  },
];
