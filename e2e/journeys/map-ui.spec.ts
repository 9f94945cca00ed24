import type { Page } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, expect, expectAccessible, signIn, test } from './fixtures';

// The maps (docs/product/search-and-cities.md#the-map): results on a map beside the list, search
// as the map moves, a card per price pin, and the phone's List/Map switch.

/** Around the demo listings of New York, with one more filter that must stay. */
const NEW_YORK = '/explore?q=New+York&bbox=-74.1,40.6,-73.85,40.85';

async function mapReady(page: Page, name: string) {
  const map = page.getByRole('region', { name, exact: true });
  await expect(map).toBeVisible();
  await expect(map.locator('canvas')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Search as I move the map' })).toBeEnabled({
    timeout: 30_000,
  });
  return map;
}

const titles = (page: Page) =>
  page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

const bboxOf = (page: Page) => new URL(page.url()).searchParams.get('bbox');

test.describe('the explore map on a desktop (1280px)', () => {
  test.use({ viewport: DESKTOP });

  test('panning the map with "Search as I move the map" on changes the list', async ({ page }) => {
    await page.goto(NEW_YORK);
    const map = await mapReady(page, 'Map of the spaces found');
    const search = page.getByRole('checkbox', { name: 'Search as I move the map' });
    // A shared link with an area opens with the search on, at that area.
    await expect(search).toBeChecked();
    const before = await titles(page);
    expect(before.length).toBeGreaterThan(0);
    const boxBefore = bboxOf(page)!;
    await expectAccessible(page);

    // Drag the map a long way to the left: the view moves east, off New York.
    const canvas = map.locator('canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 20, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(box.x + box.width - 20 - step * ((box.width - 40) / 10), y);
    await page.mouse.up();

    await expect.poll(() => bboxOf(page)).not.toBe(boxBefore);
    const [westBefore] = boxBefore.split(',').map(Number);
    const [westAfter] = bboxOf(page)!.split(',').map(Number);
    expect(westAfter).toBeGreaterThan(westBefore!);
    // Every other filter stays with the area.
    expect(new URL(page.url()).searchParams.get('q')).toBe('New York');
    await expect.poll(() => titles(page)).not.toEqual(before);

    // Turned off, the list is every place again, and the area leaves the URL.
    await search.uncheck();
    await expect.poll(() => bboxOf(page)).toBeNull();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test("a price pin opens the listing's card, by mouse and by keyboard", async ({ page }) => {
    await page.goto(NEW_YORK);
    const map = await mapReady(page, 'Map of the spaces found');
    // Where pins crowd they are a cluster; opening clusters, the pins stand apart with prices.
    const pins = map.getByRole('button', { name: /, .*\d.*\/(hr|day|wk|mo)$/ });
    const clusters = map.getByRole('button', { name: /spaces here: zoom in$/ });
    await expect(pins.or(clusters).first()).toBeVisible();
    for (let opened = 0; (await pins.count()) === 0 && opened < 6; opened++) {
      await clusters.first().click();
      await page.waitForTimeout(800);
    }
    await expect(pins.first()).toBeVisible();
    const pin = pins.first();
    const name = (await pin.getAttribute('aria-label'))!;
    const title = name.slice(0, name.lastIndexOf(', '));

    await pin.click();
    const card = page.getByRole('region', { name: title });
    await expect(card).toBeVisible();
    await expect(pin).toHaveAttribute('aria-expanded', 'true');
    const link = card.getByRole('link', { name: title });
    await expect(link).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(pin).toBeFocused();

    // The keyboard alone: the pin is a button.
    await page.keyboard.press('Enter');
    await expect(card).toBeVisible();
    await expectAccessible(page);
    await link.click();
    await expect(page).toHaveURL(/\/space\//);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The listing page: the area only, as a circle, on a map loaded when scrolled to.
    const area = page.getByRole('region', { name: `Map of the area of ${title}`, exact: true });
    await page.getByRole('heading', { name: 'Where it is' }).scrollIntoViewIfNeeded();
    await expect(area).toBeVisible();
    await expect(area).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
    await expect(page.getByText('The circle shows the area')).toBeVisible();
    await expect(area.locator('.maplibregl-marker')).toHaveCount(0);
  });

  test('spaces added with "Show more spaces" get their pins too', async ({ page }) => {
    await page.goto('/explore');
    const map = await mapReady(page, 'Map of the spaces found');
    const articles = page.getByRole('article');
    await expect(articles.first()).toBeVisible();
    const first = await articles.count();
    // What the map shows: a pin per listing, or a cluster counting those it holds.
    const onMap = () =>
      map.locator('.maplibregl-marker').evaluateAll((markers) =>
        markers.reduce((sum, marker) => {
          const element = marker as HTMLElement;
          return sum + (element.dataset.pin ? 1 : Number(element.textContent));
        }, 0),
      );
    await expect.poll(onMap).toBe(first);
    await expect(map).toHaveAttribute('data-pins', String(first));

    await page.getByRole('button', { name: 'Show more spaces' }).click();
    await expect.poll(() => articles.count()).toBeGreaterThan(first);
    const all = await articles.count();
    // Every listing of the list is placed on the map; the map fits them again, and those it can
    // show at its widest (a tall map shows less than the whole world) are pins or in clusters.
    await expect(map).toHaveAttribute('data-pins', String(all));
    await expect.poll(onMap).toBeGreaterThan(first);
  });

  test('a city page shows its spaces on a map too', async ({ page }) => {
    await page.goto('/new-york');
    await page.locator('#spaces').scrollIntoViewIfNeeded();
    const map = await mapReady(page, 'Map of spaces in New York');
    await expect(map.getByRole('button').first()).toBeVisible();
  });
});

test.describe('the explore map on a phone (390px)', () => {
  test.use({ viewport: PHONE });

  test('the list comes first; "Show map" switches to the map and "Show list" back', async ({
    page,
  }) => {
    await page.goto('/explore');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Map of the spaces found', exact: true }),
    ).toHaveCount(0);

    await page.getByRole('button', { name: 'Show map' }).click();
    await mapReady(page, 'Map of the spaces found');
    await expect(page.getByRole('article').first()).toBeHidden();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Show list' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Map of the spaces found', exact: true }),
    ).toBeHidden();
  });
});

test.describe('the listing form places the pin on a map (1280px)', () => {
  test.use({ viewport: DESKTOP });

  test("the pin starts at the city's centre, moves with a click, and the fields follow", async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, DEMO.host);
    await page.goto('/create-listing');
    const form = page.locator('form');
    await form.getByLabel('Country').fill('France');
    await form.getByLabel('City', { exact: true }).fill('Lyon');
    const latitude = form.getByLabel('Latitude');
    const longitude = form.getByLabel('Longitude');
    // Lyon's centre, from the gazetteer.
    await expect.poll(async () => Number(await latitude.inputValue())).toBeCloseTo(45.75, 1);
    await expect.poll(async () => Number(await longitude.inputValue())).toBeCloseTo(4.85, 1);

    const map = page.getByRole('region', { name: "Map to place the listing's pin", exact: true });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
    await expect(map.getByRole('button', { name: 'The pin: drag it to the place' })).toBeVisible();
    await expectAccessible(page);

    // A click to the left of the pin moves it west.
    const before = Number(await longitude.inputValue());
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
    await expect.poll(async () => Number(await longitude.inputValue())).toBeLessThan(before);

    // Typed, the pin follows, and a bad value is named under its field.
    await latitude.fill('95');
    await longitude.fill('4.9');
    await form.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(form.getByText('Enter a latitude from -90 to 90')).toBeVisible();
  });
});
