import type { Page } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, expect, expectAccessible, test } from './fixtures';

const EUROPE = ['United Kingdom', 'France', 'Greece'];

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Waits until a section lists some cards and the place (first line) of every one passes
 * `matches`: lists follow a filter a moment after the address does. Each check reads one snapshot
 * of the cards, never a card that has just gone.
 */
async function expectEveryPlace(page: Page, section: string, matches: (place: string) => boolean) {
  const cards = page.getByRole('region', { name: section }).getByRole('article');
  await expect
    .poll(async () => {
      const places = await cards.evaluateAll((all) =>
        all.map((card) => card.querySelector('p')?.textContent ?? ''),
      );
      return places.length > 0 && places.every(matches);
    })
    .toBe(true);
}

test.describe('guests find what to rent', () => {
  test.use({ viewport: DESKTOP });

  test('search from the home page, pick a region and clear it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Spaces in the USA' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ways to use Rentspace' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Featured Spaces in the USA' }).getByRole('article'),
    ).toHaveCount(6);
    await expectAccessible(page);

    await page.getByPlaceholder('Search by location, country, or title...').fill('tokyo');
    await expect(page).toHaveURL(/\?q=tokyo$/);
    await expectEveryPlace(page, 'International Spaces', (place) =>
      place.toLowerCase().includes('tokyo'),
    );
    await expect(page.getByRole('region', { name: 'Featured Spaces in the USA' })).toHaveCount(0);

    // Nothing matches: the product's words (docs/product/pages-and-messages.md#empty-states) and a
    // way back.
    await page.getByPlaceholder('Search by location, country, or title...').fill('zzzz-nowhere');
    await expect(
      page.getByText('No spaces found. Try adjusting your search or filters.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page).toHaveURL(/\/$/);

    // A region shows only its countries and hides the US section; clicking it again clears it.
    await page.getByRole('button', { name: 'Europe', exact: true }).click();
    await expect(page).toHaveURL(/\?region=Europe$/);
    await expect(page.getByRole('button', { name: 'Europe', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('region', { name: 'Featured Spaces in the USA' })).toHaveCount(0);
    await expectEveryPlace(page, 'International Spaces', (place) =>
      EUROPE.some((country) => place.includes(country)),
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Europe', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Featured Spaces in the USA' })).toBeVisible();

    // View All USA Spaces selects Americas and lists every US space, page after page.
    await page.getByRole('button', { name: 'View All USA Spaces' }).click();
    await expect(page).toHaveURL(/\?region=Americas$/);
    const usa = page
      .getByRole('region', { name: 'Featured Spaces in the USA' })
      .getByRole('article');
    await expect(usa).toHaveCount(24);
    await page.getByRole('button', { name: 'Show more spaces' }).first().click();
    await expect.poll(() => usa.count()).toBeGreaterThan(24);
    // The back button returns to the previous filter.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(usa).toHaveCount(6);
  });

  test('open a city page and a location page, and their not-found pages', async ({
    page,
    request,
  }) => {
    await page.goto('/new-york');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Rent Spaces in New York' }),
    ).toBeVisible();
    const figures = page.getByRole('region', { name: 'City at a glance' });
    await expect(figures).toContainText('Available spaces');
    await expect(figures).toContainText('Average hourly rate');
    await expect(figures).toContainText('Monthly bookings');
    await expect(figures).toContainText('Average rating');
    // The figures are the server's, from real data.
    const city = (await (await request.get('/rest/v1/cities/new-york')).json()) as {
      stats: { available_spaces: number };
    };
    await expect(figures).toContainText(`Available spaces${city.stats.available_spaces}`);
    await expect(page.getByRole('heading', { name: 'Popular Areas' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Spaces in New York' }).getByRole('article').first(),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Explore Spaces' }).first().click();
    await expect(page).toHaveURL(/\/explore\?city=new-york$/);
    await expect(page.getByRole('link', { name: /In New York/ })).toBeVisible();
    for (const place of await page
      .getByRole('article')
      .locator('p:first-of-type')
      .allTextContents())
      expect(place).toContain('New York');

    // A location page from the sitemap: every card is in that city.
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const location = /<loc>https?:\/\/[^/]+\/(tokyo\/[a-z-]+)<\/loc>/.exec(sitemap)?.[1];
    expect(location, 'a Tokyo location page in the sitemap').toBeTruthy();
    await page.goto(`/${location}`);
    await expect(page.getByRole('heading', { level: 1, name: /Rentals in Tokyo$/ })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const place of await cards.locator('p:first-of-type').allTextContents())
      expect(place).toContain('Tokyo');
    await expectAccessible(page);

    const missingCity = await page.goto('/atlantis');
    expect(missingCity?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'City not found' })).toBeVisible();
    const missingLocation = await page.goto('/chicago/studio');
    expect(missingLocation?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Location not found' })).toBeVisible();
    await expectAccessible(page);
    // Deeper than any route: the site's own frame, a title, and a 404.
    const missingPage = await page.goto('/a/b/c');
    expect(missingPage?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Rentspace');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('San Jose and Riverview keep their own words', async ({ page }) => {
    await page.goto('/san-jose');
    await expect(page.getByRole('heading', { level: 1, name: 'Spaces in San Jose' })).toBeVisible();
    for (const feature of [
      'Tech-Ready Spaces',
      'Competitive Rates',
      'Various Capacities',
      'Flexible Hours',
    ]) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    await page.goto('/riverview');
    for (const feature of [
      'Waterfront locations',
      'Scenic outdoor spaces',
      'Modern indoor studios',
      'Event-ready facilities',
    ]) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
  });

  test('explore with filters in the URL, and the back button', async ({ page }) => {
    await page.goto('/explore');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('navigation', { name: 'Popular categories' })
      .getByRole('link', { name: 'Photo Studios' })
      .click();
    await expect(page).toHaveURL(/\/explore\?category=photo-studio$/);
    await expect(page.getByLabel('Category')).toHaveValue('photo-studio');
    await expect(page.getByRole('article').first()).toBeVisible();

    const location = page.getByLabel('Location');
    const options = await location.locator('option').allTextContents();
    expect(options[0]).toBe('All Locations');
    await location.focus();
    await location.selectOption({ index: 1 });
    await expect(page).toHaveURL(
      /category=photo-studio&location=|location=.*category=photo-studio/,
    );
    const chosen = await location.inputValue();
    // The list keeps the focus in the form drawn for the new URL: the keyboard carries on.
    await expect(page.getByLabel('Location')).toBeFocused();

    // More filters: a price needs a currency; the server answers with the field when it is wrong.
    await page.getByText('More filters').click();
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByLabel('Min price per hour').fill('5000');
    await page.getByLabel('Max price per hour').fill('10');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(
      page.getByText('The maximum price must be at least the minimum price'),
    ).toBeVisible();
    await expectAccessible(page);

    await page.goBack();
    await expect(page.getByLabel('Location')).toHaveValue(chosen);
    await page.goBack();
    await expect(page).toHaveURL(/\/explore\?category=photo-studio$/);
    await expect(page.getByLabel('Location')).toHaveValue('');

    await page.goto('/explore?q=zzzz-nowhere');
    await expect(page.getByText('No spaces found. Try adjusting your filters.')).toBeVisible();
    // A search typed and sent with Enter: the box keeps the focus, and the result is said.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('zzzz-elsewhere');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=zzzz-elsewhere/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
    await expect(page.getByText('No spaces found', { exact: true })).toBeAttached();
  });

  test('explore follows a listing change without a reload', async ({ page, request }) => {
    const session = await request.post('/auth/v1/token?grant_type=password', { data: DEMO.host });
    const { access_token: token } = (await session.json()) as { access_token: string };
    const headers = { Authorization: `Bearer ${token}` };
    const mine = (await (await request.get('/rest/v1/spaces/mine', { headers })).json()) as {
      data: { id: string; title: string; is_published: boolean; available: boolean }[];
    };
    const listing = mine.data.find((space) => space.is_published && space.available)!;
    // The page listens for changes once it is interactive: wait for its event stream to open.
    const stream = page.waitForResponse(/\/realtime\/v1\/changes/);
    await page.goto(`/explore?q=${encodeURIComponent(listing.title)}`);
    await stream;
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: listing.title }) });
    await expect(card).toBeVisible();
    try {
      const paused = await request.post(`/rest/v1/spaces/${listing.id}/availability`, {
        headers,
        data: { available: false },
      });
      expect(paused.status(), await paused.text()).toBe(200);
      await expect(card).toHaveCount(0);
    } finally {
      await request.post(`/rest/v1/spaces/${listing.id}/availability`, {
        headers,
        data: { available: true },
      });
    }
    await expect(card).toBeVisible();
  });

  test('search the help center; one category open at a time', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('button', { name: /^Booking/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByRole('button', { name: /^Hosting/ }).click();
    await expect(page.getByRole('button', { name: /^Hosting/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('button', { name: /^Booking/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('payout');
    await expect(page.getByText('When do I get paid?')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account/ })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('refund');
    await expect(page.getByText('Can I cancel a booking?')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('xylophone');
    await expect(page.getByText('No answers match “xylophone”.')).toBeVisible();
    await expectAccessible(page);
  });

  test('send the contact form and see the confirmation', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Please choose a subject')).toBeVisible();
    // Focus goes to the first field named, for whoever fills it in with a keyboard.
    await expect(form.getByLabel('Name')).toBeFocused();
    await expectAccessible(page);
    await form.getByLabel('Name').fill('Journey Guest');
    await form.getByLabel('Email').fill('journey.guest@example.test');
    await form.getByLabel('Subject').selectOption('support');
    await form.getByLabel('Message').fill('Can I bring a dog to a photo studio?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toContainText(
      'We received your message and sent a confirmation to journey.guest@example.test',
    );
    await expectAccessible(page);
  });

  test('static pages render their content and pass the accessibility scan', async ({ page }) => {
    const pages: [string, string][] = [
      ['/about', 'About Rentspace'],
      ['/careers', 'Careers at Rentspace'],
      ['/press', 'Press'],
      ['/blog', 'Rentspace Blog'],
      ['/safety', 'Safety at Rentspace'],
      ['/cancellation', 'Cancellation Policy'],
      ['/covid19', 'COVID-19 Response'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      ['/sitemap', 'Sitemap'],
      ['/cookies', 'Cookie Policy'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectAccessible(page);
    }
    await page.goto('/careers');
    await expect(page.getByRole('link', { name: /^Apply for / })).toHaveCount(4);
    await page.goto('/cancellation');
    await expect(
      page.getByText('Full refund when you cancel 24 hours or more before the start.'),
    ).toBeVisible();
    await expect(
      page.getByText('50% refund when you cancel 7 days or more before the start.'),
    ).toBeVisible();
    await page.goto('/blog');
    await expect(page.getByRole('article')).toHaveCount(6);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(page.getByRole('article')).toHaveCount(12);
    await page.getByRole('link', { name: 'City guides' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
  });

  test('a city page fetched without JavaScript holds its title, listings and tags', async ({
    request,
  }) => {
    const response = await request.get('/new-york');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Rent Spaces in New York by the Hour \| Rentspace<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/new-york"/);
    expect(html).toContain(
      '<meta property="og:title" content="Rent Spaces in New York by the Hour | Rentspace"',
    );
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(ld ?? '{}')).toMatchObject({ '@type': 'Place', name: 'New York' });
    const spaces = (await (await request.get('/rest/v1/spaces?city=new-york&limit=12')).json()) as {
      data: { title: string }[];
    };
    expect(spaces.data.length).toBeGreaterThan(0);
    const escape = (text: string) =>
      text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#x27;');
    for (const space of spaces.data) expect(html).toContain(escape(space.title));
    expect((await request.get('/robots.txt')).status()).toBe(200);
    expect((await request.get('/no/such/page/here')).status()).toBe(404);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('home, explore and a city page fit the screen', async ({ page }) => {
    for (const path of ['/', '/explore', '/new-york', '/help']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    }
  });
});

test.describe('the home page on a phone (390px)', () => {
  test.use({ viewport: PHONE });

  test("the slideshow's controls all fit on the screen, and its place is written out", async ({
    page,
  }) => {
    await page.goto('/');
    const next = page.getByRole('button', { name: 'Next slide' });
    await expect(next).toBeVisible();
    const controls = page.getByRole('button', { name: /slide/i });
    const boxes = await controls.evaluateAll((all) =>
      all.map((button) => button.getBoundingClientRect()).filter((box) => box.width > 0),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
    }
    // Stopped, so that the slide changes only when asked.
    const pause = page.getByRole('button', { name: 'Pause slideshow' });
    if (await pause.isVisible()) await pause.click();
    const place = page.getByText(/^\d+ \/ \d+$/);
    const [at, of] = (await place.innerText()).split(' / ').map(Number);
    await next.click();
    await expect(place).toHaveText(`${(at! % of!) + 1} / ${of}`);
  });
});
