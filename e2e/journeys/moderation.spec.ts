import { DEMO, DESKTOP, PHONE, expect, expectAccessible, test } from './fixtures';
import { demoHost, newAccount, openAs, signInAtHome } from './people-helpers';

// Reports and the admin's queue (docs/product/moderation.md): a guest reports a listing from its
// page, an admin closes the report from the Moderation tab, and the audit log shows it.

test('a guest reports a listing; an admin closes the report and the audit log shows it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const host = await demoHost(request);
  const listing = host.listings[host.listings.length - 1]!;
  // A new account: the demo guest may have reported this listing already on an earlier run.
  const guest = await newAccount(request, 'reporter');
  await signInAtHome(page, guest);
  await page.goto(`/space/${listing.id}`);
  await page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason')).toBeVisible();
  await dialog.getByLabel('Fraud or a scam').check();
  const words = `Asks guests to pay by bank transfer (${Date.now()})`;
  await dialog.getByLabel('What is wrong?').fill(words);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thank you. Your report was sent to our team.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

  // Twice while it is open: refused.
  await page.getByRole('button', { name: 'Report this listing' }).click();
  await dialog.getByLabel('Spam or advertising').check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    dialog.getByText('You have already reported this; our team is looking at it.'),
  ).toBeVisible();

  const admin = await openAs(browser, DESKTOP, DEMO.admin, baseURL);
  await admin.page.goto('/admin?tab=moderation');
  const queue = admin.page.getByRole('list', { name: 'Open reports' });
  const report = queue.getByRole('listitem').filter({ hasText: words });
  await expect(report).toBeVisible();
  await expect(report.getByRole('link', { name: listing.title })).toBeVisible();
  await expectAccessible(admin.page);
  await report.getByRole('button', { name: 'Close report' }).click();
  await expect(report.getByText('Write what was done')).toBeVisible();
  await report
    .getByLabel('Resolution')
    .fill('We asked the host to take bookings through Rentspace.');
  await report.getByRole('button', { name: 'Close report' }).click();
  await expect(queue.getByText(words)).toHaveCount(0);
  await admin.page.getByRole('button', { name: 'Closed' }).click();
  await expect(
    admin.page.getByRole('list', { name: 'Closed reports' }).getByText(words),
  ).toBeVisible();

  await admin.page.getByRole('link', { name: 'Audit log' }).click();
  await admin.page.getByLabel('Action').selectOption('report_closed');
  await admin.page.getByRole('button', { name: 'Apply filters' }).click();
  const entry = admin.page
    .getByRole('list', { name: 'Audit entries' })
    .getByRole('listitem')
    .filter({ hasText: 'We asked the host to take bookings through Rentspace.' });
  await expect(entry.getByRole('heading', { name: 'Report closed' })).toBeVisible();
  await expect(entry.getByText(`By ${DEMO.admin.email}`)).toBeVisible();
  await expectAccessible(admin.page);
  expect(admin.errors).toEqual([]);
});
