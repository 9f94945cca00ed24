import type { Page } from '@playwright/test';
import { DEMO, DESKTOP, expect, signIn, test } from './fixtures';

/** Marks the current document: the mark is gone once the browser loads another document. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** The scripts the browser asks for while `action` runs (paths, in the order asked). */
async function scriptsLoadedBy(page: Page, action: () => Promise<unknown>): Promise<string[]> {
  const scripts: string[] = [];
  const listener = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  };
  page.on('request', listener);
  try {
    await action();
  } finally {
    page.off('request', listener);
  }
  return scripts;
}

/** The document's own script and module preloads: what it says a first visit needs. */
const declaredScripts = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]'),
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
    ].map(
      (element) =>
        new URL(element instanceof HTMLScriptElement ? element.src : element.href).pathname,
    ),
  );

/** The map's own files (components/map): the map, MapLibre GL and the offline base map. */
const MAP_FILES = /^\/assets\/fv-(search-map|area-map|pin-picker|maplibre|offline-style|countries)/;

test.describe('a first visit to a public page', () => {
  test.use({ viewport: DESKTOP });

  for (const path of ['/', '/explore', '/new-york', '/about']) {
    test(`${path} loads its own client only, not the full application`, async ({ page }) => {
      const scripts = await scriptsLoadedBy(page, async () => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      });
      // The map of explore and city pages loads its own files once the page is in place, when
      // it is shown (docs/decisions/0042-maps-loaded-when-shown.md), with preloads of their own:
      // never in the document a first visit gets.
      const html = await (await page.request.get(path)).text();
      expect(html).not.toMatch(
        /fv-(search-map|area-map|pin-picker|maplibre|offline-style|countries)/,
      );
      const declared = (await declaredScripts(page)).filter((script) => !MAP_FILES.test(script));
      expect(declared.length).toBeGreaterThan(0);
      const own = scripts.filter((script) => !MAP_FILES.test(script));
      // Exactly what the document declares (the performance report counts these files).
      expect([...new Set(own)].sort()).toEqual([...new Set(declared)].sort());
      expect(scripts.every((script) => script.startsWith('/assets/fv-'))).toBe(true);
      // React Router's client is not on the page, and the page's data is plain JSON.
      expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
      expect(await page.locator('#rs-page').getAttribute('type')).toBe('application/json');
    });
  }

  test('the home search filters in place; a link to another page loads that page', async ({
    page,
  }) => {
    await page.goto('/');
    const intl = page.getByRole('region', { name: 'International Spaces' }).getByRole('article');
    await expect(intl.first()).toBeVisible();
    await markDocument(page);

    await page.getByPlaceholder('Search by location, country, or title...').fill('tokyo');
    await expect(page).toHaveURL(/\?q=tokyo$/);
    await expect
      .poll(() =>
        intl.evaluateAll(
          (cards) =>
            cards.length > 0 && cards.every((card) => /tokyo/i.test(card.textContent ?? '')),
        ),
      )
      .toBe(true);
    // Still the same document, with the text as typed and the focus in the box.
    expect(await isSameDocument(page)).toBe(true);
    await expect(page.getByPlaceholder('Search by location, country, or title...')).toBeFocused();

    await intl.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/space\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isSameDocument(page)).toBe(false);
  });

  test('explore pages through results and filters in place, and the back button returns', async ({
    page,
  }) => {
    await page.goto('/explore');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const first = await cards.count();
    await markDocument(page);

    await page.getByRole('button', { name: 'Show more spaces' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(first);

    await page.getByLabel('Search', { exact: true }).fill('loft');
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/explore\?q=loft$/);
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('loft');
    await page.goBack();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a visitor signs in on a listing page and opens a signed-in page from the menu', async ({
    page,
  }) => {
    await page.goto('/explore');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/space\//);
    await signIn(page, DEMO.guest);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'My Bookings' }).click();
    await expect(page).toHaveURL(/\/my-bookings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    // Opened as a document, My Bookings is a first visit too (the signed-in pages' own client).
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  });
});

test.describe('a first visit to a signed-in page', () => {
  test.use({ viewport: DESKTOP });

  test('/dashboard loads its own client only, shows its data, and the other signed-in pages open from it', async ({
    page,
  }) => {
    await page.goto('/about');
    await signIn(page, DEMO.host);
    const scripts = await scriptsLoadedBy(page, async () => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Booking requests' })).toBeVisible();
    });
    const declared = await declaredScripts(page);
    expect([...new Set(scripts)].sort()).toEqual([...new Set(declared)].sort());
    expect(scripts.every((script) => script.startsWith('/assets/fv-s-'))).toBe(true);
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    expect(await page.locator('#rs-page').getAttribute('type')).toBe('application/json');

    // The header's menu leads to the other signed-in pages: the full application, once.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'My Listings' }).click();
    await expect(page).toHaveURL(/\/my-listings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Listings' })).toBeVisible();
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
    // From there, the dashboard is a client navigation of the full application.
    await markDocument(page);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Booking requests' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a visitor without a session who opens /my-bookings goes to the home page', async ({
    page,
  }) => {
    await page.goto('/my-bookings');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  });
});
