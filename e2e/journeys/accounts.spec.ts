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

const DESKTOP_ENTRIES = [
  'Dashboard',
  'My Profile',
  'View My Profile',
  'List A Space',
  'My Listings',
  'My Bookings',
  'Favorites',
  'Sign Out',
];
const PHONE_ENTRIES = [
  'Dashboard',
  'My Profile',
  'View My Profile',
  'List A Space',
  'My Bookings',
  'Favorites',
  'Sign Out',
];

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`accounts on a ${name} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('sign up, sign out, sign in as the demo host and open the menu', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Rentspace home' })).toBeVisible();
      await expectAccessible(page);

      // Sign up with a new address.
      const email = `journey-${name}-${Date.now()}@example.test`;
      await page
        .getByRole('button', { name: name === 'phone' ? 'Sign In' : 'Sign In / Sign Up' })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByRole('dialog', { name: 'Create an Account' })).toBeVisible();
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Password').fill('a-good-long-password');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await expect(dialog).toBeHidden();

      // Signed in: the floating add button appears and List A Space joins the navigation.
      await expect(page.getByRole('link', { name: 'List a space', exact: true })).toBeVisible();
      let menu = await openUserMenu(page);
      await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('button', { name: name === 'phone' ? 'Sign In' : 'Sign In / Sign Up' }),
      ).toBeVisible();

      // Sign in as the demo host and check every entry of the menu.
      await signIn(page, DEMO.host);
      menu = await openUserMenu(page);
      const entries = await menu.getByRole('menuitem').allTextContents();
      expect(entries).toEqual(name === 'phone' ? PHONE_ENTRIES : DESKTOP_ENTRIES);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });

    test('a wrong password shows the error under the form', async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('button', { name: name === 'phone' ? 'Sign In' : 'Sign In / Sign Up' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Sign In' });
      await dialog.getByLabel('Email').fill(DEMO.guest.email);
      await dialog.getByLabel('Password').fill('not-the-password');
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Invalid login credentials');
    });
  });
}

test.describe('admin', () => {
  test.use({ viewport: DESKTOP });
  test('the demo admin sees the Admin Dashboard entry; the label appears for configured addresses', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In / Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('Email').fill('ADMIN@rentspace.test');
    await expect(dialog.getByText('Admin account')).toBeVisible();
    await dialog.getByLabel('Email').fill(DEMO.admin.email);
    await dialog.getByLabel('Password').fill(DEMO.admin.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();
    const menu = await openUserMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
  });
});

test.describe('admin addresses', () => {
  test.use({ viewport: DESKTOP });
  test('no page, page data or script a visitor loads carries one', async ({ page }) => {
    const addresses = ['admin@rentspace.test', 'ops@rentspace.test'];
    const bodies: { url: string; text: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (['document', 'script', 'fetch'].includes(response.request().resourceType()))
        bodies.push({ url: response.url(), text: response.text().catch(() => '') });
    });
    for (const path of ['/', '/explore', '/new-york', '/about']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await page.goto('/explore');
    const listing = await page.locator('a[href^="/space/"]').first().getAttribute('href');
    await page.goto(listing!);
    await page.waitForLoadState('networkidle');
    // A signed-in page sends the visitor home, on React Router's client and its data.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Sign In / Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const found: string[] = [];
    for (const { url, text } of bodies) {
      const body = (await text).toLowerCase().replaceAll('\\u0040', '@');
      for (const address of addresses) if (body.includes(address)) found.push(`${address}: ${url}`);
    }
    expect(bodies.length).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });
});

test.describe('guarded pages', () => {
  test('a signed-out visitor is sent to / from a signed-in page', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });
});
