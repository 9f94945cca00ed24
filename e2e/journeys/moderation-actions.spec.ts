import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, expect, expectAccessible, signIn, test } from './fixtures';
import { newAccount, openAs, signInAtHome } from './people-helpers';
import { accessTokenOf, createListing } from './booking-helpers';

// Moderation actions (docs/product/moderation.md#moderation-actions): an admin suspends a reported
// listing from the queue and it leaves search; an admin suspends a member, whose next request is
// refused and who cannot sign in again. Each journey makes its own people and listing, so the demo
// data other journeys use is left as it was.

/** A new host with a published listing whose title no other listing has. */
async function hostWithListing(request: APIRequestContext) {
  const host = await newAccount(request, 'suspended-host');
  const session = await (
    await request.post('/auth/v1/token?grant_type=password', { data: host })
  ).json();
  const title = `Studio under review ${Date.now()}`;
  const listing = await createListing(request, session.access_token as string, {
    title,
    description: 'A bright studio that a guest is about to report.',
  });
  return { host, token: session.access_token as string, listing: { ...listing, title } };
}

const cardOf = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test('a guest reports a listing; an admin suspends it from the queue and it leaves search', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const { token: hostToken, listing } = await hostWithListing(request);
  const guest = await newAccount(request, 'reporter');
  await signInAtHome(page, guest);
  await page.goto(`/explore?q=${encodeURIComponent(listing.title)}`);
  await expect(cardOf(page, listing.title)).toBeVisible();

  await page.goto(`/space/${listing.id}`);
  await page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByLabel('Fraud or a scam').check();
  const words = `Wants payment by bank transfer (${Date.now()})`;
  await dialog.getByLabel('What is wrong?').fill(words);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thank you. Your report was sent to our team.')).toBeVisible();

  const admin = await openAs(browser, DESKTOP, DEMO.admin, baseURL);
  await admin.page.goto('/admin?tab=moderation');
  const queue = admin.page.getByRole('list', { name: 'Open reports' });
  const report = queue.getByRole('listitem').filter({ hasText: words });
  await report.getByRole('button', { name: 'Suspend listing' }).click();
  const form = report.getByRole('form', { name: 'Suspend listing' });
  await form.getByRole('button', { name: 'Suspend listing' }).click();
  await expect(form.getByText('Write the reason')).toBeVisible();
  await form.getByLabel('Reason').fill('Asks guests to pay outside Rentspace.');
  await expectAccessible(admin.page);
  await form.getByRole('button', { name: 'Suspend listing' }).click();
  // Answered: the report leaves the open queue, closed with the reason as its resolution.
  await expect(queue.getByText(words)).toHaveCount(0);
  await admin.page.getByRole('button', { name: 'Closed' }).click();
  await expect(
    admin.page
      .getByRole('list', { name: 'Closed reports' })
      .getByRole('listitem')
      .filter({ hasText: words })
      .getByText('Asks guests to pay outside Rentspace.'),
  ).toBeVisible();

  // Gone from search, and its page is gone for guests.
  await expect(async () => {
    await page.goto(`/explore?q=${encodeURIComponent(listing.title)}`);
    await expect(cardOf(page, listing.title)).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectAccessible(page);

  // The owner is told why in Messages, where they can reply to appeal.
  const conversations = await (
    await request.get('/rest/v1/conversations', {
      headers: { Authorization: `Bearer ${hostToken}` },
    })
  ).json();
  expect(JSON.stringify(conversations)).toContain('Our team suspended your listing');
  expect(admin.errors).toEqual([]);
});

test('an admin suspends a member: their next request is refused and they cannot sign in', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const member = await newAccount(request, 'to-suspend');
  const signedIn = await openAs(browser, PHONE, member, baseURL);
  const token = await accessTokenOf(signedIn.page);
  const me = () => request.get('/auth/v1/user', { headers: { Authorization: `Bearer ${token}` } });
  expect((await me()).status()).toBe(200);

  const admin = await openAs(browser, DESKTOP, DEMO.admin, baseURL);
  await admin.page.goto('/admin?tab=moderation');
  const search = admin.page.getByRole('form', { name: 'Admin search' });
  await search.getByRole('button', { name: 'Members' }).click();
  await search.getByLabel('E-mail or name').fill(member.email);
  await search.getByRole('button', { name: 'Search' }).click();
  const found = admin.page
    .getByRole('list', { name: 'Members found' })
    .getByRole('listitem')
    .filter({ hasText: member.email });
  await found.getByRole('button', { name: 'Suspend member' }).click();
  await found.getByLabel('Reason').fill('Sends scam messages to hosts.');
  await found
    .getByRole('form', { name: 'Suspend member' })
    .getByRole('button', { name: 'Suspend member' })
    .click();
  await expect(found.getByText('Reason: Sends scam messages to hosts.')).toBeVisible();
  await expect(found.getByRole('button', { name: 'Lift suspension' })).toBeVisible();
  await expectAccessible(admin.page);

  // Their very next request is refused.
  expect((await me()).status()).toBe(403);

  // The tab they had open finds its session over at its next call, and signs out rather than go
  // on looking signed in: a signed-in page sends them home, where they may sign in.
  await signedIn.page.goto('/my-bookings');
  await expect(signedIn.page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(signedIn.page).toHaveURL(/\/$/);
  expect(await signedIn.page.evaluate(() => localStorage.getItem('rentspace.auth'))).toBeNull();

  // Signing in again says why.
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In / Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(member.email);
  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    dialog.getByText(
      'Your account is suspended. Write to us through the Contact page if you think this is a mistake.',
    ),
  ).toBeVisible();
  await expectAccessible(page);

  // Lifted: they sign in again.
  await found.getByRole('button', { name: 'Lift suspension' }).click();
  await found.getByLabel('Reason').fill('The messages were sent by someone else.');
  await found
    .getByRole('form', { name: 'Lift suspension' })
    .getByRole('button', { name: 'Lift suspension' })
    .click();
  await expect(found.getByRole('button', { name: 'Suspend member' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await signIn(page, member);
  expect(admin.errors).toEqual([]);
  expect(signedIn.errors).toEqual([]);
});
