import { DEMO, DESKTOP, PHONE, expect, expectAccessible, test } from './fixtures';
import { demoHost, openAs, signInAtHome } from './people-helpers';

// Reviews both ways, double-blind (docs/product/messages-and-reviews.md#double-blind): the demo
// guest reviews a recent stay at one of the demo host's listings, the host reviews the guest back,
// and both reviews appear together; the host then replies under the guest's review.

test.use({ viewport: DESKTOP });

test('a guest and a host review each other and see both appear together', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Two people, six pages and an accessibility scan of each: longer than one page's journey.
  test.setTimeout(180_000);
  const host = await demoHost(request);
  const hostListing = new Set(host.listings.map((listing) => listing.id));

  await signInAtHome(page, DEMO.guest);
  await page.goto('/my-bookings');
  const prompts = page.getByRole('region', { name: 'Review your stays' });
  await expect(prompts).toBeVisible();
  // A stay at one of the demo host's listings that nobody has reviewed yet (the people journeys
  // review the others).
  const items = prompts.getByRole('listitem').filter({
    has: page.getByRole('button', { name: /^Write a review of / }),
  });
  await expect(items.first()).toBeVisible();
  let spaceId = '';
  let spaceTitle = '';
  for (const item of await items.all()) {
    const link = item.getByRole('link');
    const id = (await link.getAttribute('href'))!.split('/').pop()!;
    if (hostListing.has(id)) {
      spaceId = id;
      spaceTitle = (await link.textContent())!.trim();
    }
  }
  expect(spaceId, 'an unreviewed stay at a listing of the demo host').not.toBe('');
  const before = await (await request.get(`/rest/v1/spaces/${spaceId}`)).json();

  await prompts.getByRole('button', { name: `Write a review of ${spaceTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${spaceTitle}` });
  await dialog.getByLabel('4 stars, Good').check({ force: true });
  const guestWords = 'Bright kitchen, sharp knives and a host who answered at once.';
  await dialog.getByLabel('Your review').fill(guestWords);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog).toBeHidden();
  const mine = prompts.getByRole('listitem').filter({ hasText: spaceTitle });
  await expect(mine.getByText(/Your review is in/)).toBeVisible();

  // Not shown on the listing yet, to anyone.
  await page.goto(`/space/${spaceId}`);
  await expect(page.getByRole('region', { name: /^Reviews/ }).getByText(guestWords)).toHaveCount(0);

  // The host, in their own browser, reviews the guest from the dashboard.
  const { page: hostPage, errors: hostErrors } = await openAs(browser, DESKTOP, DEMO.host, baseURL);
  await hostPage.goto('/dashboard');
  const hostPrompts = hostPage.getByRole('region', { name: 'Review your guests' });
  await expect(hostPrompts).toBeVisible();
  await expectAccessible(hostPage);
  const stay = hostPrompts
    .getByRole('listitem')
    .filter({ hasText: spaceTitle })
    .filter({ has: hostPage.getByRole('button', { name: 'Write a review of Maya Chen' }) });
  // The guest's review stays hidden from the host until the host has written theirs.
  await expect(stay.getByText(guestWords)).toHaveCount(0);
  await stay.getByRole('button', { name: 'Write a review of Maya Chen' }).click();
  const hostDialog = hostPage.getByRole('dialog', { name: 'Review Maya Chen' });
  await expect(hostDialog.getByText('How was this guest to host?')).toBeVisible();
  await hostDialog.getByLabel('5 stars, Excellent').check({ force: true });
  const hostWords = 'Maya left the kitchen spotless and kept to the time.';
  await hostDialog.getByLabel('Your review').fill(hostWords);
  await hostDialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(hostDialog).toBeHidden();
  await expect(hostPrompts.getByText('Thank you! Both reviews are now published.')).toBeVisible();
  // Both appear together, for the host...
  const published = hostPrompts.getByRole('listitem').filter({ hasText: hostWords });
  await expect(published.getByText(guestWords)).toBeVisible();
  await expectAccessible(hostPage);

  // ...and for the guest: the host's review of them, and their review on the listing.
  await page.goto('/my-bookings');
  const exchange = prompts.getByRole('listitem').filter({ hasText: spaceTitle });
  await expect(exchange.getByText('Daniel Brooks’s review of you')).toBeVisible();
  await expect(exchange.getByText(hostWords)).toBeVisible();
  await expect(exchange.getByText(guestWords)).toBeVisible();
  await expectAccessible(page);
  const after = await (await request.get(`/rest/v1/spaces/${spaceId}`)).json();
  expect(after.review_count).toBe(before.review_count + 1);

  // The host replies under the review, on the listing page; everyone sees the reply beneath it.
  await hostPage.goto(`/space/${spaceId}`);
  const hostReviews = hostPage.getByRole('region', { name: /^Reviews/ });
  const review = hostReviews.getByRole('listitem').filter({ hasText: guestWords });
  await review.getByRole('button', { name: 'Reply to Maya Chen' }).click();
  const replyWords = 'Thank you, Maya. Come back for the autumn menu!';
  await review.getByLabel('Your reply to Maya Chen').fill(replyWords);
  await review.getByRole('button', { name: 'Post reply' }).click();
  await expect(review.getByText(replyWords)).toBeVisible();
  await expect(review.getByRole('button', { name: 'Reply to Maya Chen' })).toHaveCount(0);
  await expectAccessible(hostPage);

  // The guest's public profile, opened from the host's dashboard: the host's review of them.
  await hostPage.goto('/dashboard');
  await hostPrompts
    .getByRole('listitem')
    .filter({ hasText: hostWords })
    .getByRole('button', { name: 'View the profile of Maya Chen' })
    .click();
  const profile = hostPage.getByRole('dialog', { name: 'Host profile' });
  const fromHosts = profile.getByRole('region', { name: /Reviews from hosts/ });
  await expect(fromHosts.getByText(hostWords)).toBeVisible();
  await expect(fromHosts).toContainText('as a guest');
  await expectAccessible(hostPage);
  expect(hostErrors, 'uncaught errors in the host page').toEqual([]);
  await hostPage.context().close();

  // The same screens on a phone.
  await page.setViewportSize(PHONE);
  await page.goto(`/space/${spaceId}`);
  const reviews = page.getByRole('region', { name: /^Reviews/ });
  const shown = reviews.getByRole('listitem').filter({ hasText: guestWords });
  await expect(shown.getByText(replyWords)).toBeVisible();
  await expect(shown.getByText('Reply from the host')).toBeVisible();
  await expect(shown.getByRole('button', { name: /Reply to/ })).toHaveCount(0);
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});
