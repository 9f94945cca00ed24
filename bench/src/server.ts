// The benchmarks start the product the way `npm start` does; the helper is shared with the fault tests.
export {
  ROOT,
  startServer,
  type RunningServer,
} from '../../apps/server/test/system/app-process.ts';
