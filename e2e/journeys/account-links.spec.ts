import type { APIRequestContext, Page } from '@playwright/test';
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

const PASSWORD = 'first-password-1';

/** A new confirmed account, made through the API (the demo runs without e-mail confirmation). */
async function newAccount(request: APIRequestContext, name: string) {
  const email = `links-${name}-${Date.now()}@example.test`;
  const signedUp = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signedUp.ok()).toBe(true);
  return { email, password: PASSWORD };
}

/**
 * The newest link of a kind mailed to an address, read from the outbox as the demo admin reads
 * it (without SMTP, the outbox is the mailbox).
 */
async function linkFromOutbox(request: APIRequestContext, to: string, kind: string) {
  const session = await request.post('/auth/v1/token?grant_type=password', {
    data: DEMO.admin,
  });
  const token = ((await session.json()) as { access_token: string }).access_token;
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/rest/v1/admin/outbox?limit=50', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const page = (await response.json()) as {
        data: { to_address: string; kind: string; text_body: string }[];
      };
      const mail = page.data.find((row) => row.to_address === to && row.kind === kind);
      link = mail ? /http\S+\/auth\/v1\/verify\S+/.exec(mail.text_body)?.[0] : undefined;
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

async function openSignInDialog(page: Page) {
  const isPhone = (page.viewportSize()?.width ?? 1280) < 768;
  await page.getByRole('button', { name: isPhone ? 'Sign In' : 'Sign In / Sign Up' }).click();
  return page.getByRole('dialog');
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`account links on a ${name} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('forgot password: a link by e-mail, a new password, then a sign-in with it', async ({
      page,
      request,
    }) => {
      const account = await newAccount(request, `reset-${name}`);
      await page.goto('/');
      const dialog = await openSignInDialog(page);
      await dialog.getByLabel('Email').fill(account.email);
      await dialog.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Send reset link' }).click();
      await expect(dialog.getByRole('status')).toHaveText(
        'If an account exists, we sent a link. It works once, for 1 hour.',
      );
      await page.keyboard.press('Escape');

      await page.goto(await linkFromOutbox(request, account.email, 'password_recovery'));
      await expect(page).toHaveURL(/\/reset-password$/);
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByLabel('Confirm new password').fill('short');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByText('Password should be at least 8 characters.')).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill('second-password-2');
      await page.getByLabel('Confirm new password').fill('second-password-2');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
      const signInDialog = page.getByRole('dialog', { name: 'Sign In' });
      await signInDialog.getByLabel('Email').fill(account.email);
      await signInDialog.getByLabel('Password').fill(account.password);
      await signInDialog.getByRole('button', { name: 'Sign In' }).click();
      await expect(signInDialog.getByText('Invalid login credentials')).toBeVisible();
      await signInDialog.getByLabel('Password').fill('second-password-2');
      await signInDialog.getByRole('button', { name: 'Sign In' }).click();
      await expect(signInDialog).toBeHidden();
      await expect(await openUserMenu(page)).toBeVisible();

      // The link worked once.
      await page.goto(await linkFromOutbox(request, account.email, 'password_recovery'));
      await expect(
        page.getByRole('heading', { name: 'This link is invalid or has expired' }),
      ).toBeVisible();
    });

    test('change e-mail in the Account section, confirmed by the link sent to the new address', async ({
      page,
      request,
    }) => {
      const account = await newAccount(request, `email-${name}`);
      // Another device signed in to the same account.
      await request.post('/auth/v1/token?grant_type=password', { data: account });
      await page.goto('/');
      await signIn(page, account);
      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'Account' });
      await expect(section.getByTestId('account-email')).toHaveText(account.email);
      await expect(section.getByText('This device')).toBeVisible();
      await expectAccessible(page);

      // End the other session.
      await section.getByRole('button', { name: 'Sign out all other sessions' }).click();
      await expect(section.getByText('No other device is signed in.')).toBeVisible();

      const next = `moved-${name}-${Date.now()}@example.test`;
      await section.getByLabel('New email').fill(next);
      await section.getByRole('button', { name: 'Change email' }).click();
      await expect(section.getByRole('status')).toHaveText(
        `We sent a link to ${next}. Your address changes when you follow it.`,
      );

      await page.goto(await linkFromOutbox(request, next, 'email_change'));
      await expect(
        page.getByRole('heading', { name: 'Your e-mail address is changed' }),
      ).toBeVisible();
      await expect(page.getByText(`From now on, sign in with ${next}.`)).toBeVisible();
      await expectAccessible(page);

      await page.goto('/profile');
      await expect(
        page.getByRole('region', { name: 'Account' }).getByTestId('account-email'),
      ).toHaveText(next);
      // This browser's session was renewed with the change, so it names the new address too,
      // and deleting the account asks for that one.
      expect(
        await page.evaluate(
          () => JSON.parse(localStorage.getItem('rentspace.auth') ?? '{}').user?.email,
        ),
      ).toBe(next);
      await page.getByRole('button', { name: 'Delete account' }).click();
      await expect(
        page
          .getByRole('dialog', { name: 'Delete your account?' })
          .getByText(`Your account: ${next}`),
      ).toBeVisible();
    });
  });
}
