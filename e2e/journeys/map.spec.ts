import { DESKTOP, PHONE, expect, expectAccessible, openUserMenu, test } from './fixtures';
import { newAccount } from './people-helpers';

// Favourites (docs/product/search-and-cities.md#favourites) and the approximate location
// (docs/product/listings.md#location-on-the-map).

test.describe('favourites', () => {
  test.use({ viewport: DESKTOP });

  test('a signed-out visitor saves a space, signs in, and finds it on /favorites', async ({
    page,
    request,
  }) => {
    const account = await newAccount(request, 'favourites');
    await page.goto('/explore');
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())!.trim();
    const heart = card.getByRole('button', { name: `Save ${title}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // Other journeys may have saved this listing too: the count grows by one from what it was.
    const href = (await card.getByRole('link').first().getAttribute('href'))!;
    const space = (await (
      await request.get(`/rest/v1${href.replace('/space/', '/spaces/')}`)
    ).json()) as {
      saved_count: number;
    };
    const savers = space.saved_count + 1;
    await heart.click();

    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // Kept by the server: a reload shows it saved.
    await page.reload();
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: title })
        .first()
        .getByRole('button', {
          name: `Save ${title}`,
        }),
    ).toHaveAttribute('aria-pressed', 'true');

    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole('heading', { name: 'Favorites', level: 1 })).toBeVisible();
    const saved = page.getByRole('article').filter({ hasText: title });
    await expect(saved).toHaveCount(1);
    await expectAccessible(page);

    // The listing page counts it, and the heart there removes it.
    await saved.getByRole('link').click();
    await expect(
      page.getByText(`Saved by ${savers} ${savers === 1 ? 'person' : 'people'}`),
    ).toBeVisible();
    const pageHeart = page.getByRole('button', { name: `Save ${title}` });
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
    await pageHeart.click();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/favorites');
    await expect(page.getByText('No saved spaces yet')).toBeVisible();
  });

  test('the small-screen menu leads to /favorites too', async ({ page, request }) => {
    const account = await newAccount(request, 'favourites-phone');
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByText('No saved spaces yet')).toBeVisible();
  });
});

test.describe('near me', () => {
  test.use({ viewport: DESKTOP });

  test('lists the spaces around the visitor, nearest first, with their distance', async ({
    page,
    baseURL,
  }) => {
    await page.context().grantPermissions(['geolocation'], { origin: baseURL });
    await page.context().setGeolocation({ latitude: 40.7484, longitude: -73.9857 });
    await page.goto('/explore');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page).toHaveURL(/near=40\.7484%2C-73\.9857|near=40\.7484,-73\.9857/);
    await expect(page.getByText('Showing spaces near you, nearest first')).toBeVisible();
    const distances = page.getByRole('article').getByText(/^[\d.]+ (m|km) away$/);
    await expect(distances.first()).toBeVisible();
    const kms = (await distances.allTextContents()).map((text) => {
      const [value, unit] = text.split(' ');
      return Number(value) / (unit === 'm' ? 1000 : 1);
    });
    expect(kms.length).toBeGreaterThan(1);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    expect(Math.max(...kms)).toBeLessThanOrEqual(25);
    await expect(page.getByLabel('Sort by')).toHaveValue('distance');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Clear near me' }).click();
    await expect(page).not.toHaveURL(/near=/);
    await expect(page.getByRole('article').getByText(/ away$/)).toHaveCount(0);
  });
});
