import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, expect, signIn } from './fixtures';

// Helpers of the people journeys: the demo host's listings, fresh accounts, a second browser.

interface HostSpace {
  id: string;
  title: string;
}

/** The demo host's id and listings, read through the API as anyone can. */
export async function demoHost(request: APIRequestContext) {
  const session = await (
    await request.post('/auth/v1/token?grant_type=password', { data: DEMO.host })
  ).json();
  const profile = await (await request.get(`/rest/v1/profiles/${session.user.id}`)).json();
  return { id: session.user.id as string, listings: profile.listings as HostSpace[] };
}

/** A new account made through the API, so that editing its profile disturbs no other journey. */
export async function newAccount(request: APIRequestContext, label: string) {
  const account = {
    email: `people-${label}-${Date.now()}@example.test`,
    password: 'a-good-long-password',
  };
  const res = await request.post('/auth/v1/signup', { data: account });
  expect(res.status()).toBe(200);
  return account;
}

export const png = (color: string) =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: color } })
    .png()
    .toBuffer();

/** Signs in from the home page. */
export async function signInAtHome(page: Page, account: { email: string; password: string }) {
  await page.goto('/');
  await signIn(page, account);
}

export const headerAvatar = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu|Open menu/ })
    .locator('img');

/** A second person in their own browser context (the host answering the guest). */
export async function openAs(
  browser: Browser,
  viewport: { width: number; height: number },
  account: { email: string; password: string },
  baseURL: string | undefined,
) {
  const context = await browser.newContext({ viewport, baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAtHome(page, account);
  return { page, errors };
}
