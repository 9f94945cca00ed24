// Written by the first-visit build (vite.first-visit.config.ts): each page module's component.
declare module 'virtual:first-visit-pages' {
  const pages: Record<string, () => Promise<unknown>>;
  export default pages;
}
