import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, expect, expectAccessible, signIn, test } from './fixtures';
import { accessTokenOf } from './booking-helpers';

// Calendar sync (docs/product/calendar-sync.md): a listing's secret iCal export answers with its
// bookings, and a calendar imported into another listing blocks its times there.

test.describe.configure({ mode: 'serial' });

interface Sync {
  export_url: string;
  feeds: { name: string; url: string; blocked_count: number; conflicts: unknown[] }[];
}

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

function bookingEvents(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))
    .filter((event) => event.uid.startsWith('booking-'));
}

let source: { id: string; exportUrl: string; booking: { start: string; end: string } };

test.describe('the export (1280px)', () => {
  test.use({ viewport: DESKTOP });

  test('an export feed URL answers with a booking', async ({ page, request }) => {
    await page.goto('/');
    await signIn(page, DEMO.host);
    const { data } = await api<{ data: { id: string; is_published: boolean }[] }>(
      page,
      '/rest/v1/spaces/mine',
    );
    for (const listing of data.filter((item) => item.is_published)) {
      const sync = await api<Sync>(page, `/rest/v1/spaces/${listing.id}/calendar-sync`);
      const feed = await request.get(sync.export_url);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
      const events = bookingEvents(await feed.text());
      const upcoming = events.find((event) => event.endDate.toJSDate().getTime() > Date.now());
      if (!upcoming) continue;
      source = {
        id: listing.id,
        exportUrl: sync.export_url,
        booking: {
          start: upcoming.startDate.toJSDate().toISOString(),
          end: upcoming.endDate.toJSDate().toISOString(),
        },
      };
      break;
    }
    expect(source, 'a demo listing of the host with an upcoming booking').toBeDefined();

    // The host finds the same address on the listing's edit page.
    await page.goto(`/edit-listing/${source.id}`);
    const section = page.getByRole('region', { name: 'Calendar sync' });
    await expect(section.getByLabel('Export address')).toHaveValue(source.exportUrl);
    await expectAccessible(page);

    // A new address, after a confirmation: the old one answers 404 from then on.
    await section.getByRole('button', { name: 'New address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make a new export address?' });
    await dialog.getByRole('button', { name: 'Make a new address' }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByLabel('Export address')).not.toHaveValue(source.exportUrl);
    expect((await request.get(source.exportUrl)).status()).toBe(404);
    source.exportUrl = await section.getByLabel('Export address').inputValue();
    expect(bookingEvents(await (await request.get(source.exportUrl)).text())).not.toHaveLength(0);
  });
});

test.describe('the import on a phone (390px)', () => {
  test.use({ viewport: PHONE });

  test('adding a feed shows its events as blocked after a sync', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await signIn(page, DEMO.host);
    const { data } = await api<{ data: { id: string; is_published: boolean }[] }>(
      page,
      '/rest/v1/spaces/mine',
    );
    let target: string | undefined;
    for (const listing of data.filter((item) => item.id !== source.id)) {
      const sync = await api<Sync>(page, `/rest/v1/spaces/${listing.id}/calendar-sync`);
      if (!sync.feeds.some((feed) => feed.url === source.exportUrl)) {
        target = listing.id;
        break;
      }
    }
    expect(target).toBeDefined();

    await page.goto(`/edit-listing/${target}`);
    const section = page.getByRole('region', { name: 'Calendar sync' });
    await section.scrollIntoViewIfNeeded();
    const form = section.getByRole('form', { name: 'Import a calendar' });
    // The shared schema answers in the browser first.
    await form.getByLabel('Calendar address (.ics)').fill('ftp://example.com/calendar.ics');
    await form.getByRole('button', { name: 'Import calendar' }).click();
    await expect(form.getByText('Enter the calendar’s web address (https://…)')).toBeVisible();

    await form.getByLabel('Name').fill('Studio export');
    await form.getByLabel('Calendar address (.ics)').fill(source.exportUrl);
    await form.getByRole('button', { name: 'Import calendar' }).click();
    const item = section.getByRole('listitem').filter({ hasText: 'Studio export' });
    await expect(item).toContainText('Last synced');
    await expect(item).not.toContainText('Last sync failed');

    const sync = await api<Sync>(page, `/rest/v1/spaces/${target}/calendar-sync`);
    const feed = sync.feeds.find((entry) => entry.url === source.exportUrl)!;
    expect(feed.blocked_count + feed.conflicts.length).toBeGreaterThanOrEqual(1);
    if (feed.conflicts.length === 0) {
      // The booking's time on the first listing is blocked on this one.
      const slots = await api<{ data: { start_time: string; end_time: string; kind: string }[] }>(
        page,
        `/rest/v1/spaces/${target}/availability?from=${source.booking.start}&to=${source.booking.end}`,
      );
      expect(slots.data).toContainEqual({
        start_time: source.booking.start,
        end_time: source.booking.end,
        kind: 'blocked',
      });
    }
    await expectAccessible(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Removing it removes its blocks.
    await item.getByRole('button', { name: 'Remove Studio export' }).click();
    await expect(item).toHaveCount(0);
  });
});
