import type { APIRequestContext } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, expect, expectAccessible, signIn, test } from './fixtures';
import { createListing } from './booking-helpers';
import { newAccount, signInAtHome } from './people-helpers';

// The signed-in pages as a screen reader walks them: one page title, headings in order, regions
// named once, and every box that scrolls reachable from the keyboard. Each page is held to every
// rule axe has, not only the serious ones.

async function tokenOf(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const answer = await request.post('/auth/v1/token?grant_type=password', { data: account });
  return ((await answer.json()) as { access_token: string }).access_token;
}

test.describe('the signed-in pages in order, on a phone', () => {
  test.use({ viewport: PHONE });

  test('a thread keeps the page title, and the listing form is in sections', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await signIn(page, DEMO.host);
    await page.goto('/messages');
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeAttached();
    await expect(page.getByRole('textbox').last()).toBeVisible();
    await expectAccessible(page, { everyImpact: true });

    const headers = { Authorization: `Bearer ${await tokenOf(request, DEMO.host)}` };
    const { data } = (await (await request.get('/rest/v1/spaces/mine', { headers })).json()) as {
      data: { id: string; images: string[] }[];
    };
    const listing = data.find((space) => space.images.length > 1)!;
    await page.goto(`/edit-listing/${listing.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Photos and videos' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo 2' })).toBeVisible();
    await expectAccessible(page, { everyImpact: true });
  });

  test('the admin overview and the outbox: their scrolling boxes take the focus', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, DEMO.admin);
    await page.goto('/admin');
    const fees = page.getByRole('region', { name: 'Platform fees per month' });
    await expect(fees.getByRole('row')).not.toHaveCount(1);
    await fees.focus();
    await expect(fees).toBeFocused();
    await expectAccessible(page, { everyImpact: true });

    await page.goto('/admin?tab=outbox');
    await expect(page.getByRole('heading', { level: 2, name: 'E-mail outbox' })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, { everyImpact: true });
  });
});

test.describe('the host dashboard in order (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('each booking’s deposit is a group of its own, not one more region of the same name', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, DEMO.host);
    await page.goto('/dashboard');
    await expect(page.getByRole('group', { name: 'Security deposit' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Security deposit', exact: true })).toHaveCount(
      0,
    );
    await expectAccessible(page, { everyImpact: true });
  });
});

test.describe('a title of one long word on a phone', () => {
  test.use({ viewport: PHONE });

  test('breaks inside the word: the listing, My Listings and the dashboard stay a screen wide', async ({
    page,
    request,
  }) => {
    const host = await newAccount(request, 'long-title');
    const title = `Donaudampfschifffahrtsgesellschaftskapitänsmützenherstellungsbetrieb${Date.now()}`;
    const { id } = await createListing(request, await tokenOf(request, host), {
      title,
      description: 'A title of one word, longer than a phone is wide.',
    });
    await signInAtHome(page, host);
    for (const path of [`/space/${id}`, '/my-listings', '/dashboard']) {
      await page.goto(path);
      await expect(page.getByText(title).first()).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        path,
      ).toBe(0);
    }
  });
});
