import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../routes';
import { FIRST_VISIT_PAGES } from './pages';

/** Every route of the app with its id (React Router's default: the file without its extension). */
function flatten(
  entries: RouteConfigEntry[],
  inside: string[] = [],
): { id: string; file: string; index: boolean; layouts: string[] }[] {
  return entries.flatMap((entry) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
    const own = { id, file: entry.file, index: entry.index === true, layouts: inside };
    return [own, ...flatten(entry.children ?? [], [...inside, id])];
  });
}

describe('the first-visit pages', () => {
  const all = flatten(routes);

  it('are routes of the app, each with its own module, at the top level', () => {
    for (const [id, page] of Object.entries(FIRST_VISIT_PAGES)) {
      const route = all.find((candidate) => candidate.id === id);
      expect(route, id).toBeDefined();
      expect(route!.file, id).toBe(page.file);
      expect(route!.index, id).toBe(page.index === true);
      // A first-visit document has the root and the page, with the page's layout between them
      // when it has one (a signed-in page's guard).
      expect(route!.layouts, id).toEqual(page.layout ? [page.layout.route] : []);
      if (page.layout)
        expect(all.find((candidate) => candidate.id === page.layout!.route)?.file).toBe(
          page.layout.file,
        );
    }
  });

  it('are every public page and the signed-in pages listed: the rest need a session, are the payment sandbox, open from a link in an e-mail or are a path no page has', () => {
    const others = all.filter((route) => !(route.id in FIRST_VISIT_PAGES)).map((route) => route.id);
    for (const id of others)
      expect(id).toMatch(
        /^routes\/(private-layout|create-listing|my-listings|host-calendar|edit-listing|favorites|profile|admin|messages|messages-index|message-thread|booking-confirmation|newsletter-confirm|newsletter-unsubscribe|reset-password|email-changed|sandbox-onboarding|sandbox-authenticate|not-found)$/,
      );
  });
});
