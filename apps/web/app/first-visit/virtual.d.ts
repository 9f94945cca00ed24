// Written by the first-visit build (vite.first-visit.config.ts): by route id, a loader of each
// page's module (its component and, for a signed-in page, its clientLoader, HydrateFallback and
// layout) and a signed-in page's layout's route id.
interface ImportMetaEnv {
  /** False in the public pages' first-visit build: the signed-in pages' parts are left out. */
  readonly FIRST_VISIT_SIGNED_IN?: boolean;
}

declare module 'virtual:first-visit-pages' {
  const pages: Record<string, { load: () => Promise<unknown>; layout?: string }>;
  export default pages;
}
