import {
  DEMO,
  DESKTOP,
  PHONE,
  expect,
  expectAccessible,
  openUserMenu,
  signIn,
  test,
} from './fixtures';

test.describe('admin analytics', () => {
  test.use({ viewport: DESKTOP });

  test('the demo admin sees the figures, the chart and the fees table, and reads the outbox', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, DEMO.admin);
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Platform Analytics' })).toBeVisible();
    await expect(page.getByText('Total revenue')).toBeVisible();
    await expect(page.getByText('Active listings')).toBeVisible();
    await expect(page.getByRole('img', { name: /Revenue and fees per month/ })).toBeVisible();
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    const table = page.getByRole('table', { name: 'Platform fees per month' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Newsletter' }).click();
    await expect(page).toHaveURL(/tab=newsletter-subscribers/);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Space types' }).click();
    await expect(page).toHaveURL(/tab=space-types/);
    await expectAccessible(page);
  });

  test('on a phone the overview fits the screen: only the fees table scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await signIn(page, DEMO.admin);
    await page.goto('/admin');
    const table = page.getByRole('table', { name: 'Platform fees per month' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    // A month without fees in a currency says "none" to screen readers only; that text must stay
    // inside the table's own scrolling box.
    await expect(table.getByText('none').first()).toBeAttached();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBe(0);
  });

  test('a guest who opens /admin is sent to /', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await signIn(page, DEMO.guest);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  });
});
