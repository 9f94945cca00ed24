import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, expect, expectAccessible, signIn, test } from './fixtures';
import { newAccount, signInAtHome } from './people-helpers';

// Every action shows what happened: toasts where the person is, a live listing's Save changes,
// a listing that takes no bookings saying why, and controls that wait for their scripts.

/** The toasts' live region (sonner's, labelled in components/layout/toaster.tsx). */
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

async function hostToken(request: APIRequestContext): Promise<string> {
  const session = await (
    await request.post('/auth/v1/token?grant_type=password', { data: DEMO.host })
  ).json();
  return session.access_token as string;
}

interface OwnSpace {
  id: string;
  title: string;
  hourly_price: number;
  is_published: boolean;
  available: boolean;
}

async function publishedListingOfHost(request: APIRequestContext): Promise<OwnSpace> {
  const headers = { Authorization: `Bearer ${await hostToken(request)}` };
  const { data } = (await (await request.get('/rest/v1/spaces/mine', { headers })).json()) as {
    data: OwnSpace[];
  };
  const listing = data.find((space) => space.is_published && space.available);
  if (!listing) throw new Error('The demo host has no live listing');
  return listing;
}

/** A listing the demo data keeps under maintenance (still published and available). */
async function listingUnderMaintenance(request: APIRequestContext): Promise<string> {
  for (let page = 0, cursor = ''; page < 10; page++) {
    const answer = (await (
      await request.get(`/rest/v1/spaces?rental_type=equipment&limit=48${cursor}`)
    ).json()) as { data: { id: string; status: string }[]; next_cursor: string | null };
    const found = answer.data.find((space) => space.status === 'maintenance');
    if (found) return found.id;
    if (!answer.next_cursor) break;
    cursor = `&cursor=${encodeURIComponent(answer.next_cursor)}`;
  }
  throw new Error('No listing under maintenance in the demo data');
}

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`feedback on a ${name} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('saving the profile says so in a toast next to the action, announced politely', async ({
      page,
      request,
    }) => {
      await signInAtHome(page, await newAccount(request, `toast-${name}`));
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
      // The live region is there before anything is said in it, so screen readers read it out.
      await expect(toasts(page)).toHaveAttribute('aria-live', 'polite');

      await page.getByLabel('Bio').fill('I rent out a quiet room for recording.');
      const save = page.getByRole('button', { name: 'Save profile' });
      await save.click();
      const toast = toasts(page).getByText('Profile updated successfully!');
      await expect(toast).toBeVisible();
      // Near the action: the button and the message are on the same screen, not 850 px apart.
      const screenHeight = viewport.height;
      const button = await save.boundingBox();
      expect(button!.y).toBeGreaterThanOrEqual(0);
      expect(button!.y + button!.height).toBeLessThanOrEqual(screenHeight);
      // The toast slides in from the screen's edge: its place once it has arrived.
      await expect
        .poll(async () => {
          const message = await toast.boundingBox();
          return message && message.y >= 0 && message.y + message.height <= screenHeight;
        })
        .toBe(true);
      // Its close button is a target of 24 px at least, and takes a tap just beside its circle.
      const close = toasts(page).getByRole('button', { name: 'Close toast' });
      const circle = (await close.boundingBox())!;
      expect(Math.round(Math.min(circle.width, circle.height))).toBeGreaterThanOrEqual(24);
      expect(
        await close.evaluate(
          (button, { x, y }) => button.contains(document.elementFromPoint(x, y)),
          { x: circle.x + circle.width + 6, y: circle.y + circle.height / 2 },
        ),
      ).toBe(true);
      // No banner at the top of the page any more.
      await expect(page.getByRole('main').getByText('Profile updated successfully!')).toHaveCount(
        0,
      );
      await expectAccessible(page);
    });

    test('a listing under maintenance says why at the top of the booking panel, its form disabled', async ({
      page,
      request,
    }) => {
      const id = await listingUnderMaintenance(request);
      await page.goto(`/space/${id}`);
      const panel = page.getByRole('region', { name: 'Book this space' });
      await panel.scrollIntoViewIfNeeded();
      const notice = panel.getByText('This listing is not taking bookings right now.');
      await expect(notice).toBeVisible();
      await expect(panel.getByText(/It is under maintenance/)).toBeVisible();
      const form = panel.getByRole('form', { name: 'Book this space' });
      // Said before the form, and nothing in the form can be filled in.
      const [noticeBox, formBox] = [await notice.boundingBox(), await form.boundingBox()];
      expect(noticeBox!.y).toBeLessThan(formBox!.y);
      await expect(form.getByRole('radio', { name: /Hour/ })).toBeDisabled();
      await expect(form.getByLabel('Date')).toBeDisabled();
      await expect(form.getByLabel('Start time')).toBeDisabled();
      await expect(form.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
      await expectAccessible(page);
    });
  });
}

test.describe('a host edits a live listing (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('Save changes keeps it published, and says so', async ({ page, request }) => {
    const listing = await publishedListingOfHost(request);
    await page.goto('/');
    await signIn(page, DEMO.host);
    await page.goto(`/edit-listing/${listing.id}`);
    const form = page.locator('form');
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Publish Listing' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Save as Draft' })).toHaveCount(0);
    await expectAccessible(page);

    const price = String(listing.hourly_price / 100 + 1);
    await form.getByLabel(/^Hourly rate/).fill(price);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/my-listings$/);
    await expect(toasts(page).getByText('Changes saved')).toBeVisible();
    const card = page.getByRole('article', { name: listing.title });
    await expect(card.getByRole('switch', { name: 'Published' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(card.getByText(new RegExp(`\\$${price}\\b`))).toBeVisible();
    // Still on the public page.
    expect((await request.get(`/rest/v1/spaces/${listing.id}`)).status()).toBe(200);
  });

  test('the floating + button leaves the footer’s Subscribe free on a short page', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, DEMO.host);
    await page.goto('/messages');
    const add = page.getByRole('link', { name: 'List a space', exact: true });
    await expect(add).toBeVisible();
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await subscribe.scrollIntoViewIfNeeded();
    const [button, control] = [await add.boundingBox(), await subscribe.boundingBox()];
    const overlaps =
      button!.x < control!.x + control!.width &&
      control!.x < button!.x + button!.width &&
      button!.y < control!.y + control!.height &&
      control!.y < button!.y + button!.height;
    expect(overlaps).toBe(false);
    // The footer starts below the button's strip.
    const footer = await page.getByRole('contentinfo').boundingBox();
    expect(button!.y + button!.height).toBeLessThanOrEqual(footer!.y);
  });
});

test.describe('the booking form before its scripts run (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('its controls are disabled and no option looks chosen until the page works, then they work', async ({
    page,
    request,
  }) => {
    const { data } = (await (await request.get('/rest/v1/spaces?limit=12')).json()) as {
      data: { id: string; daily_price: number | null }[];
    };
    // A listing that takes day bookings: a daily price, and a longest rental of a day or more, so
    // that a Day booking is one its rules allow.
    let listing = data[0]!;
    let takesDays = false;
    for (const space of data.filter((candidate) => candidate.daily_price)) {
      const detail = (await (await request.get(`/rest/v1/spaces/${space.id}`)).json()) as {
        max_rental_duration: number | null;
      };
      if (detail.max_rental_duration === null || detail.max_rental_duration >= 24) {
        listing = space;
        takesDays = true;
        break;
      }
    }
    // Hold the page's scripts back, as a slow connection does for a second or so.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/fv-.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/space/${listing.id}`, { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Book this space' });
    await expect(form).toBeAttached();
    const hour = form.getByRole('radio', { name: /Hour/ });
    await expect(hour).toBeDisabled();
    await expect(hour).not.toBeChecked();
    await expect(form.getByLabel('Date')).toBeDisabled();
    await expect(form.getByLabel('Start time')).toBeDisabled();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    // So are the other buttons of the page that only its scripts can answer.
    await expect(page.getByRole('button', { name: 'View Profile' })).toBeDisabled();
    // The chip does not look chosen either.
    expect(
      await hour.evaluate((input) => input.closest('label')!.className.includes('bg-brand-50')),
    ).toBe(false);

    release();
    await expect(hour).toBeEnabled();
    await expect(hour).toBeChecked();
    await expect(form).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('button', { name: 'View Profile' })).toBeEnabled();
    const date = new Date(Date.now() + 5 * 24 * 3_600_000).toISOString().slice(0, 10);
    await form.getByLabel('Date').fill(date);
    await expect(form.getByLabel('Date')).toHaveValue(date);
    if (takesDays) {
      await form.getByText('Day', { exact: true }).click();
      await expect(form.getByRole('radio', { name: /Day/ })).toBeChecked();
      await expect(form.getByLabel('Number of days')).toBeVisible();
    }
  });
});
