import type { APIRequestContext } from '@playwright/test';
import { DEMO, DESKTOP, expect, expectAccessible, signIn, test } from './fixtures';
import {
  chooseTwoHours,
  defaultRules,
  freeDate,
  money,
  payByCard,
  showWeekOf,
  type Listing,
} from './booking-helpers';

type DepositListing = Listing & { deposit_required: boolean; deposit_amount: number | null };

const GUEST_NAME = 'Maya Chen';
const HOST_NAME = 'Daniel Brooks';

/** An instant listing of someone else's that asks for a deposit, with the default booking rules. */
async function findDepositListing(request: APIRequestContext): Promise<DepositListing> {
  for (const type of ['vehicle', 'equipment', 'space']) {
    let cursor: string | null = '';
    for (let pages = 0; cursor !== null && pages < 10; pages++) {
      const page = (await (
        await request.get(`/rest/v1/spaces?rental_type=${type}${cursor ? `&cursor=${cursor}` : ''}`)
      ).json()) as { data: { id: string; booking_mode: string }[]; next_cursor: string | null };
      for (const card of page.data.filter((space) => space.booking_mode === 'instant')) {
        const listing = (await (
          await request.get(`/rest/v1/spaces/${card.id}`)
        ).json()) as DepositListing;
        if (
          listing.deposit_required &&
          listing.deposit_amount &&
          listing.available &&
          listing.is_published &&
          listing.hourly_price > 0 &&
          defaultRules(listing) &&
          listing.host.full_name !== GUEST_NAME
        )
          return listing;
      }
      cursor = page.next_cursor && encodeURIComponent(page.next_cursor);
    }
  }
  throw new Error('No instant listing with a security deposit in the demo data');
}

/** Within 5 days of the start the deposit is held at once: a free morning 1-4 days ahead. */
const freeDateSoon = (request: APIRequestContext, listing: Listing) =>
  freeDate(request, listing, { first: 1, last: 4 });

test.describe('security deposits (1280px)', () => {
  test.use({ viewport: DESKTOP });

  test('a guest books a listing with a deposit and sees it held, not charged', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const listing = await findDepositListing(request);
    const deposit = money(listing.deposit_amount!, listing.currency);
    const date = await freeDateSoon(request, listing);

    await page.goto('/');
    await signIn(page, DEMO.guest);
    await page.goto(`/space/${listing.id}`);
    await showWeekOf(page, listing, date);
    const form = await chooseTwoHours(page, date);
    const summary = form.getByRole('region', { name: 'Booking summary' });
    await expect(summary).toContainText(`Security deposit${deposit} held, not charged`);
    await expect(summary).toContainText(
      'Released 48 hours after the end unless the host files a claim.',
    );
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Booking summary' })).toContainText(
      `Security deposit${deposit} held, not charged`,
    );
    await expect(
      page.getByText(/4000 0000 0000 0341 is accepted now and declined later/),
    ).toContainText('when the security deposit is held');
    await expectAccessible(page);

    await payByCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
    // Within 5 days of the start the deposit is held at confirmation.
    const card = page.getByRole('group', { name: 'Security deposit' });
    await expect(async () => {
      await page.reload();
      await expect(card).toContainText(
        /Held, not charged — released on .+ unless the host files a claim/,
        {
          timeout: 5_000,
        },
      );
    }).toPass({ timeout: 30_000 });
    await expect(card).toContainText(deposit);
    await expectAccessible(page);
  });

  test('an admin decides part of the open claim, and the guest sees the decision', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const note = 'Part of the repair: the photos show one scratch.';

    // The demo data holds an open claim of the demo host's on a deposit of the demo guest's.
    await page.goto('/');
    await signIn(page, DEMO.admin);
    await page.goto('/admin?tab=claims');
    await expect(page.getByRole('link', { name: 'Claims' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const claim = page
      .getByRole('list', { name: 'Open claims' })
      .getByRole('listitem')
      .filter({ hasText: `Host ${HOST_NAME} · guest ${GUEST_NAME}` })
      .first();
    await expect(claim).toBeVisible();
    await expect(claim).toContainText('Deposit held');
    await expect(claim).toContainText('Claimed');
    await expect(claim).toContainText(/The guest's answer/);
    const title = (await claim.getAttribute('aria-label'))!.replace(/^Claim on /, '');
    await expectAccessible(page);

    await claim.getByRole('button', { name: 'Decide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decide the claim' });
    await dialog.getByRole('radio', { name: 'Charge part of it' }).check();
    await dialog.getByLabel(/^Amount to charge/).fill('1');
    await dialog.getByLabel(/^Note for the guest and the host/).fill(note);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Decide' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('region', { name: 'Claims on security deposits' }).getByRole('status'),
    ).toContainText(`${title}: Decided:`);
    await expect(page.getByRole('listitem', { name: `Claim on ${title}` })).toBeHidden();

    // The guest, in a browser of their own, finds the decision on the dashboard.
    const guestContext = await browser.newContext({ viewport: DESKTOP });
    const guest = await guestContext.newPage();
    await guest.goto('/');
    await signIn(guest, DEMO.guest);
    await guest.goto('/dashboard');
    const deposits = guest.getByRole('region', { name: 'Security deposits' });
    const row = deposits.getByRole('listitem', { name: `Deposit for ${title}` }).filter({
      hasText: note,
    });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/Decided: .+ charged, the rest of the deposit released\./);
    await expect(row).toContainText(/charged after the claim; the rest was released\./);
    await expectAccessible(guest);
    await guestContext.close();
  });
});
