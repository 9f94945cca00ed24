import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const DEMO = {
  guest: { email: 'guest@rentspace.test', password: 'rentspace-demo' },
  host: { email: 'host@rentspace.test', password: 'rentspace-demo' },
  admin: { email: 'admin@rentspace.test', password: 'rentspace-demo' },
};

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * Fails on any serious or critical accessibility violation of the current page; with
 * `everyImpact`, on any violation at all (a heading out of order, a landmark named twice).
 */
export async function expectAccessible(page: Page, { everyImpact = false } = {}) {
  // A scan in the middle of a transition (the hero carousel fades its slides in 300 ms) would
  // measure the colours of a half-faded button, which nobody sees for long: let them finish. The
  // scan itself takes a second or two, long enough for the carousel's next slide (every 5 s) to
  // start fading in meanwhile, so it looks at the page as someone who asked for less motion sees
  // it: the same content, standing still.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let results;
  try {
    results = await new AxeBuilder({ page }).analyze();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
  const serious = results.violations.filter(
    (v) => everyImpact || v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Signs in through the header's dialog. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  const isPhone = (page.viewportSize()?.width ?? 1280) < 768;
  await page.getByRole('button', { name: isPhone ? 'Sign In' : 'Sign In / Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the signed-in user's menu (dropdown on desktop, hamburger on phones). */
export async function openUserMenu(page: Page) {
  const isPhone = (page.viewportSize()?.width ?? 1280) < 768;
  await page.getByRole('button', { name: isPhone ? 'Open menu' : /Account menu/ }).click();
  return page.getByRole('menu');
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Anything the Content-Security-Policy blocks is a defect too (and browsers report it).
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (line: string) => void })
            .__reportCspViolation;
          report(
            `${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
