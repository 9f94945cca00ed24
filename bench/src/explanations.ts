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
];
