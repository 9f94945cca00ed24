import { DEMO, DESKTOP, PHONE, expect, expectAccessible, openUserMenu, test } from './fixtures';
import { demoHost, headerAvatar, newAccount, openAs, png, signInAtHome } from './people-helpers';

// People behind the listings: profiles, the host profile dialog, messages and reviews.

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`people on a ${name} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('edits the profile, links and updates, and a new avatar shows at once in the header', async ({
      page,
      request,
    }) => {
      await signInAtHome(page, await newAccount(request, name));
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
      await expectAccessible(page);

      // The browser checks pictures before sending them, with the product's messages
      // (docs/product/profiles.md#pictures).
      const avatarInput = page
        .locator('label', { hasText: 'Change avatar' })
        .locator('input[type=file]');
      await avatarInput.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hello'),
      });
      await expect(page.getByText('Please select an image file')).toBeVisible();
      await avatarInput.setInputFiles({
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
      });
      await expect(page.getByText('File size must be less than 5MB')).toBeVisible();
      await expect(headerAvatar(page)).toHaveCount(0);

      await avatarInput.setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await png('#2a9d8f'),
      });
      await expect(
        page
          .getByRole('region', { name: /^Notifications/ })
          .getByText('Profile updated successfully!'),
      ).toBeVisible();
      // The header follows without a reload (the avatar-updated event), with a cache-busting URL.
      await expect(headerAvatar(page)).toHaveAttribute(
        'src',
        /\/storage\/v1\/object\/public\/profile-images\/.+\/avatar-[0-9a-f]+\.webp\?v=\d+$/,
      );
      const first = await headerAvatar(page).getAttribute('src');
      await avatarInput.setInputFiles({
        name: 'me-again.png',
        mimeType: 'image/png',
        buffer: await png('#e76f51'),
      });
      await expect(headerAvatar(page)).not.toHaveAttribute('src', first!);
      expect((await request.get(first!.split('?')[0]!)).status()).toBe(404);

      await page.getByLabel('Full name').fill('Jordan Lee');
      await page.getByLabel('Bio').fill('I host small workshops in my garden studio.');
      await page.getByLabel('Website').fill('jordan.example.com');
      await page.getByRole('textbox', { name: 'Instagram', exact: true }).fill('not a link');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expect(
        page.getByText('Please enter a valid link starting with http:// or https://'),
      ).toBeVisible();
      await page
        .getByRole('textbox', { name: 'Instagram', exact: true })
        .fill('https://instagram.com/jordan');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expect(page.getByLabel('Website')).toHaveValue('https://jordan.example.com');

      // Links: title and url required; add two, move the second up, delete one.
      await page.getByRole('button', { name: 'Add link' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await expect(page.getByText('URL is required')).toBeVisible();
      for (const [title, url] of [
        ['Portfolio', 'jordan.example.com/work'],
        ['House rules', 'https://jordan.example.com/rules'],
      ] as const) {
        await page.getByLabel('Link title').fill(title);
        await page.getByLabel('URL', { exact: true }).fill(url);
        await page.getByRole('button', { name: 'Add link' }).click();
        await expect(page.getByRole('button', { name: `Delete link ${title}` })).toBeVisible();
      }
      await page.getByRole('button', { name: 'Move House rules up' }).click();
      const links = page.getByRole('region', { name: 'Links', exact: true }).getByRole('listitem');
      await expect(links.first()).toContainText('House rules');
      await page.getByRole('button', { name: 'Delete link Portfolio' }).click();
      await expect(links).toHaveCount(1);

      // Updates: add two, pin the older one, delete the other.
      for (const title of ['Garden open in May', 'New pottery wheel']) {
        await page.getByLabel('Update title').fill(title);
        await page.getByLabel('Content', { exact: true }).fill(`${title}: come and see.`);
        await page.getByRole('button', { name: 'Add update' }).click();
        await expect(page.getByRole('button', { name: `Pin ${title}` })).toBeVisible();
      }
      const updates = page
        .getByRole('region', { name: 'Updates', exact: true })
        .getByRole('listitem');
      await expect(updates.first()).toContainText('New pottery wheel');
      await page.getByRole('button', { name: 'Pin Garden open in May' }).click();
      await expect(updates.first()).toContainText('Pinned');
      await expect(updates.first()).toContainText('Garden open in May');
      await page.getByRole('button', { name: 'Delete update New pottery wheel' }).click();
      await expect(updates).toHaveCount(1);
      await expectAccessible(page);

      // After a reload everything is as saved, and the public profile shows it.
      await page.reload();
      await expect(page.getByLabel('Full name')).toHaveValue('Jordan Lee');
      await expect(headerAvatar(page)).toHaveAttribute('src', /avatar-[0-9a-f]+\.webp\?v=\d+$/);
      const menu = await openUserMenu(page);
      await menu.getByRole('menuitem', { name: 'View My Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Host profile' });
      await expect(dialog.getByRole('heading', { name: 'Jordan Lee' })).toBeVisible();
      await expect(dialog.getByText('No Active Listings')).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'House rules' })).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Garden open in May' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Contact Host' })).toHaveCount(0);
      await expectAccessible(page);
    });

    test('opens the host profile dialog from a listing', async ({ page, request }) => {
      const host = await demoHost(request);
      const listing = host.listings[0]!;
      await page.goto(`/space/${listing.id}`);
      await page.getByRole('button', { name: 'View Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Host profile' });
      await expect(dialog.getByRole('heading', { name: 'Daniel Brooks' })).toBeVisible();
      await expect(dialog.getByText(/Joined \w+ \d{4}/)).toBeVisible();
      await expect(dialog.getByText(/\d+% response rate, responds /)).toBeVisible();
      for (const tile of ['Active Listings', 'Total Reviews', 'Response Rate'])
        await expect(dialog.getByText(tile, { exact: true })).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'About' })).toBeVisible();
      await expect(dialog.getByRole('link', { name: listing.title }).first()).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Contact Host' })).toBeVisible();
      await expectAccessible(page);

      // Signed out, Contact Host asks to sign in first, then opens the conversation.
      await dialog.getByRole('button', { name: 'Contact Host' }).click();
      const signInDialog = page.getByRole('dialog', { name: 'Sign In' });
      await signInDialog.getByLabel('Email').fill(DEMO.guest.email);
      await signInDialog.getByLabel('Password').fill(DEMO.guest.password);
      await signInDialog.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
      await expect(
        page.getByRole('region', { name: 'Conversation with Daniel Brooks' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: listing.title })).toBeVisible();
    });

    test('the demo guest messages a host and the host replies, live on both sides', async ({
      page,
      browser,
      request,
    }) => {
      const host = await demoHost(request);
      const listing = host.listings[0]!;
      const question = `Is ${listing.title} free next Saturday? (${name} ${Date.now()})`;
      const answer = `Yes, Saturday works (${name} ${Date.now()})`;

      const hostView = await openAs(browser, viewport, DEMO.host, test.info().project.use.baseURL);
      const hostPage = hostView.page;
      await hostPage.goto('/messages');
      await expect(hostPage.getByRole('heading', { name: 'Messages', exact: true })).toBeVisible();

      await signInAtHome(page, DEMO.guest);
      await page.goto(`/space/${listing.id}`);
      await page.getByRole('button', { name: 'Contact Host' }).click();
      await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
      await page.getByRole('textbox', { name: 'Message to Daniel Brooks' }).fill(question);
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible();
      await expectAccessible(page);

      // The host's open inbox and header badge follow without a reload.
      await expect(hostPage.getByRole('link', { name: /^Messages, \d+ unread$/ })).toBeVisible();
      const conversation = hostPage.getByRole('link', { name: /Maya Chen.*unread/ });
      await expect(conversation).toContainText(question);
      await expectAccessible(hostPage);
      await conversation.click();
      await expect(
        hostPage.getByRole('list', { name: 'Messages' }).getByText(question),
      ).toBeVisible();
      await expect(hostPage.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
      await hostPage.getByRole('textbox', { name: 'Message to Maya Chen' }).fill(answer);
      await hostPage.keyboard.press('Enter');
      await expect(
        hostPage.getByRole('list', { name: 'Messages' }).getByText(answer),
      ).toBeVisible();
      await expectAccessible(hostPage);

      // The guest's open thread shows the reply as it arrives.
      await expect(page.getByRole('list', { name: 'Messages' }).getByText(answer)).toBeVisible();

      // A thread opened by its address (a link in an e-mail) is read, and the inbox beside it and
      // the header say so.
      const thread = page.url();
      await page.goto('/');
      const later = `One more thing (${name} ${Date.now()})`;
      await hostPage.getByRole('textbox', { name: 'Message to Maya Chen' }).fill(later);
      await hostPage.keyboard.press('Enter');
      await expect(page.getByRole('link', { name: /^Messages, \d+ unread$/ })).toBeVisible();
      await page.goto(thread);
      await expect(page.getByRole('list', { name: 'Messages' }).getByText(later)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
      if (viewport.width >= 768) {
        await expect(
          page.getByRole('link', { name: `Daniel Brooks, ${listing.title}`, exact: true }),
        ).toBeVisible();
      }
      expect(hostView.errors, 'uncaught errors in the host page').toEqual([]);
      await hostPage.context().close();
    });

    test('the demo guest reviews a completed booking; it waits, unseen, for the host', async ({
      page,
      request,
    }) => {
      await signInAtHome(page, DEMO.guest);
      await page.goto('/my-bookings');
      const prompts = page.getByRole('region', { name: 'Review your stays' });
      await expect(prompts).toBeVisible();
      // Each viewport reviews a different one of the two seeded stays.
      const write = prompts.getByRole('button', { name: /^Write a review of / });
      await expect(write.first()).toBeVisible();
      const count = await write.count();
      const button = write.nth(name === 'desktop' ? 0 : count - 1);
      const spaceTitle = (await button.getAttribute('aria-label'))!.replace(
        'Write a review of ',
        '',
      );
      const spaceId = (await prompts
        .getByRole('link', { name: spaceTitle, exact: true })
        .getAttribute('href'))!
        .split('/')
        .pop()!;
      const before = await (await request.get(`/rest/v1/spaces/${spaceId}`)).json();
      await expectAccessible(page);

      await button.click();
      const dialog = page.getByRole('dialog', { name: `Review ${spaceTitle}` });
      await dialog.getByRole('button', { name: 'Submit review' }).click();
      await expect(dialog.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
      await expect(dialog.getByText('Please write a few words about your booking')).toBeVisible();
      await expectAccessible(page);
      await dialog.getByLabel('1 star, Terrible').check({ force: true });
      const comment = `The heating did not work during our ${name} visit.`;
      await dialog.getByLabel('Your review').fill(comment);
      await dialog.getByRole('button', { name: 'Submit review' }).click();
      await expect(dialog).toBeHidden();
      await expect(prompts.getByText(/^Thank you! Your review is in\./)).toBeVisible();
      await expect(
        prompts.getByRole('button', { name: `Write a review of ${spaceTitle}` }),
      ).toHaveCount(0);
      await expect(
        prompts
          .getByRole('listitem')
          .filter({ hasText: spaceTitle })
          .getByText(/Your review is in/),
      ).toBeVisible();

      // Double-blind: nobody reads it, and the rating does not move, until the host has reviewed
      // the guest too or the 14 days are over (docs/product/messages-and-reviews.md#double-blind).
      const after = await (await request.get(`/rest/v1/spaces/${spaceId}`)).json();
      expect(after.review_count).toBe(before.review_count);
      expect(after.rating).toBe(before.rating);
      await page.goto(`/space/${spaceId}`);
      const reviews = page.getByRole('region', { name: /^Reviews/ });
      await expect(reviews.getByRole('heading', { name: /Reviews/ })).toBeVisible();
      await expect(reviews.getByText(comment)).toHaveCount(0);
    });
  });
}
