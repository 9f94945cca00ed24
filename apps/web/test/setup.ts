import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => cleanup());

// findBy… and waitFor wait for what a page shows next. Their 1 s default was too short on a busy
// 2-core machine: a page's first render in a file (its lazy modules loading) took 1.9 s in CI while
// nothing was wrong. A wait that never ends still fails, at 5 s; no test here measures time.
configure({ asyncUtilTimeout: 5_000 });

// A console.error during a component test is a defect (a React warning, a failed prop type).
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});
