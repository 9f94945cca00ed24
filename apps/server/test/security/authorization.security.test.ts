import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createUser } from '@rentspace/db/factories';
import { call, signUp } from '../harness.ts';
import {
  at,
  bookAndPay,
  createBookingTestApp,
  intentBody,
  type BookingTestApp,
} from '../../src/bookings/testing.ts';
import { addTypes, listingBody } from '../../src/listings/testing.ts';
import { snapshot } from './snapshot.ts';
import { NOTIFICATION_KINDS } from '@rentspace/core/notifications/kinds';

type Role = 'anonymous' | 'guest' | 'owner' | 'other' | 'admin';
const ROLES: Role[] = ['anonymous', 'guest', 'owner', 'other', 'admin'];

interface Case {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  /** The statuses each role may get; a role left out must get 401 (anonymous) or 403/404. */
  allow: Partial<Record<Role, number[]>>;
}

/**
 * Every endpoint against every kind of caller: signed out, a guest, the owner of the resource,
 * another signed-in user and an admin. Each answer is checked, and a refused call must leave every
 * table exactly as it was.
 */
describe('authorization matrix', () => {
  let t: BookingTestApp;
  const tokens = {} as Record<Role, string | undefined>;
  const ids = {} as Record<string, string>;

  beforeAll(async () => {
    t = await createBookingTestApp();
    const owner = await signUp(t.app);
    const guest = await signUp(t.app);
    const other = await signUp(t.app);
    const admin = await createUser(t.db, { profile: { is_admin: true } });
    const adminToken = (
      await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email: admin.email, password: admin.password },
      })
    ).json.access_token;
    Object.assign(tokens, {
      anonymous: undefined,
      guest: guest.token,
      owner: owner.token,
      other: other.token,
      admin: adminToken,
    });

    await addTypes(t.db, ['studio']);
    for (const name of ['loft', 'barn']) {
      const suggested = await call(t.app, 'POST', '/rest/v1/space-types', {
        token: owner.token,
        body: { name: `${name} for review`, label: `${name} for review` },
      });
      expect(suggested.status).toBe(202);
      ids[`suggestion_${name}`] = suggested.json.id;
    }
    const space = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: owner.token,
      body: { ...listingBody({ type: 'studio', currency: 'USD' }), is_published: true },
    });
    expect(space.status).toBe(201);
    ids.space = space.json.id;
    const spaceRow = {
      id: ids.space,
      hourly_price: space.json.hourly_price,
      currency: 'USD',
      time_zone: space.json.time_zone ?? 'UTC',
      daily_price: null,
      weekly_price: null,
      monthly_price: null,
    } as never;
    const paid = await bookAndPay(t, guest.token, intentBody(spaceRow, at(t, 3, 12), 1));
    ids.booking = paid.intent.bookingId;
    const completed = await createBooking(t.db, {
      space: { ...(spaceRow as object), id: ids.space } as never,
      user_id: guest.userId,
      status: 'completed',
      start_time: at(t, -5, 12),
    });
    ids.completed = completed.id;
    ids.conversation = (
      await call(t.app, 'POST', '/rest/v1/conversations', {
        token: guest.token,
        body: { space_id: ids.space, body: 'Hello' },
      })
    ).json.id;
    ids.link = (
      await call(t.app, 'POST', '/rest/v1/profile-links', {
        token: owner.token,
        body: { title: 'Site', url: 'https://example.test' },
      })
    ).json.id;
    ids.update = (
      await call(t.app, 'POST', '/rest/v1/profile-updates', {
        token: owner.token,
        body: { title: 'News', content: 'Open late', type: 'general' },
      })
    ).json.id;
    ids.owner = owner.userId;
    // The host was told of the guest's booking and message.
    ids.notification = (
      await call(t.app, 'GET', '/rest/v1/notifications', { token: owner.token })
    ).json.data[0].id;
    expect(Object.values(ids).every(Boolean)).toBe(true);
  }, 120_000);
  afterAll(() => t.close());

  const any = [200, 201, 204];
  const signedIn = { guest: any, owner: any, other: any, admin: any };
  const ownerOnly = { owner: any };
  const cases: Case[] = [
    {
      name: 'create a listing',
      method: 'POST',
      path: () => '/rest/v1/spaces',
      body: () => ({ ...listingBody({ type: 'studio' }), is_published: false }),
      allow: signedIn,
    },
    { name: 'own listings', method: 'GET', path: () => '/rest/v1/spaces/mine', allow: signedIn },
    {
      name: 'listing for editing',
      method: 'GET',
      path: () => `/rest/v1/spaces/${ids.space}/edit`,
      allow: ownerOnly,
    },
    {
      name: 'edit a listing',
      method: 'PUT',
      path: () => `/rest/v1/spaces/${ids.space}`,
      body: () => listingBody({ type: 'studio', title: 'Edited by the owner' }),
      allow: ownerOnly,
    },
    {
      name: 'availability toggle',
      method: 'POST',
      path: () => `/rest/v1/spaces/${ids.space}/availability`,
      body: () => ({ available: true }),
      allow: ownerOnly,
    },
    {
      name: 'publish toggle',
      method: 'POST',
      path: () => `/rest/v1/spaces/${ids.space}/publication`,
      body: () => ({ is_published: true }),
      allow: ownerOnly,
    },
    {
      name: 'add a space type',
      method: 'POST',
      path: () => '/rest/v1/space-types',
      body: () => ({ name: 'loft', label: 'Loft' }),
      // Anyone signed in suggests (202); an admin lists (201), or finds it listed (200).
      allow: {
        guest: [202, 200],
        owner: [202, 200],
        other: [202, 200],
        admin: [201, 200],
      },
    },
    {
      name: 'own space type suggestions',
      method: 'GET',
      path: () => '/rest/v1/space-types/suggestions',
      allow: signedIn,
    },
    {
      name: 'public listing',
      method: 'GET',
      path: () => `/rest/v1/spaces/${ids.space}`,
      allow: { anonymous: [200], ...signedIn },
    },
    {
      name: 'search',
      method: 'GET',
      path: () => '/rest/v1/spaces?q=studio',
      allow: { anonymous: [200], ...signedIn },
    },
    { name: 'own bookings', method: 'GET', path: () => '/rest/v1/bookings', allow: signedIn },
    {
      name: "someone's booking",
      method: 'GET',
      path: () => `/rest/v1/bookings/${ids.booking}`,
      allow: { guest: [200] },
    },
    {
      name: "cancel someone's booking",
      method: 'POST',
      path: () => `/rest/v1/bookings/${ids.booking}/cancel`,
      allow: { guest: [200] },
    },
    {
      name: 'review a completed booking',
      method: 'POST',
      path: () => `/rest/v1/bookings/${ids.completed}/review`,
      body: () => ({ rating: 5, comment: 'Lovely' }),
      allow: { guest: [201, 200] },
    },
    { name: 'dashboard', method: 'GET', path: () => '/rest/v1/dashboard', allow: signedIn },
    { name: 'own profile', method: 'GET', path: () => '/rest/v1/profiles/me', allow: signedIn },
    {
      name: 'edit own profile',
      method: 'PUT',
      path: () => '/rest/v1/profiles/me',
      body: () => ({ full_name: 'Someone' }),
      allow: signedIn,
    },
    {
      name: 'public profile',
      method: 'GET',
      path: () => `/rest/v1/profiles/${ids.owner}`,
      allow: { anonymous: [200], ...signedIn },
    },
    {
      name: 'edit a link',
      method: 'PATCH',
      path: () => `/rest/v1/profile-links/${ids.link}`,
      body: () => ({ title: 'Renamed' }),
      allow: ownerOnly,
    },
    {
      name: 'delete an update',
      method: 'DELETE',
      path: () => `/rest/v1/profile-updates/${ids.update}`,
      allow: ownerOnly,
    },
    {
      name: 'read a conversation',
      method: 'GET',
      path: () => `/rest/v1/conversations/${ids.conversation}`,
      allow: { guest: [200], owner: [200] },
    },
    {
      name: 'write in a conversation',
      method: 'POST',
      path: () => `/rest/v1/conversations/${ids.conversation}/messages`,
      body: () => ({ body: 'Hi' }),
      allow: { guest: [201, 200], owner: [201, 200] },
    },
    {
      name: 'own conversations',
      method: 'GET',
      path: () => '/rest/v1/conversations',
      allow: signedIn,
    },
    {
      name: 'own notifications',
      method: 'GET',
      path: () => '/rest/v1/notifications',
      allow: signedIn,
    },
    {
      name: 'mark a notification read',
      method: 'POST',
      path: () => `/rest/v1/notifications/${ids.notification}/read`,
      allow: ownerOnly,
    },
    {
      name: 'mark all own notifications read',
      method: 'POST',
      path: () => '/rest/v1/notifications/read-all',
      allow: signedIn,
    },
    {
      name: 'own e-mail preferences',
      method: 'GET',
      path: () => '/rest/v1/notification-preferences',
      allow: signedIn,
    },
    {
      name: 'change own e-mail preferences',
      method: 'PUT',
      path: () => '/rest/v1/notification-preferences',
      body: () => ({
        email: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, kind !== 'new_message'])),
      }),
      allow: signedIn,
    },
    {
      name: 'admin statistics',
      method: 'GET',
      path: () => '/rest/v1/admin/stats',
      allow: { admin: [200] },
    },
    {
      name: 'admin outbox',
      method: 'GET',
      path: () => '/rest/v1/admin/outbox',
      allow: { admin: [200] },
    },
    {
      name: 'admin contact messages',
      method: 'GET',
      path: () => '/rest/v1/admin/contact-messages',
      allow: { admin: [200] },
    },
    {
      name: 'admin space type suggestions',
      method: 'GET',
      path: () => '/rest/v1/admin/space-type-suggestions',
      allow: { admin: [200] },
    },
    {
      name: 'admin audit log',
      method: 'GET',
      path: () => '/rest/v1/admin/audit-log',
      allow: { admin: [200] },
    },
    {
      // Anyone signed in reports someone else's listing once; its owner cannot report it.
      name: 'report a listing',
      method: 'POST',
      path: () => '/rest/v1/reports',
      body: () => ({ target_type: 'listing', target_id: ids.space, reason: 'spam' }),
      allow: { guest: [201], other: [201], admin: [201] },
    },
    {
      name: 'admin report queue',
      method: 'GET',
      path: () => '/rest/v1/admin/reports',
      allow: { admin: [200] },
    },
    {
      name: 'close a report',
      method: 'POST',
      path: () => '/rest/v1/admin/reports/00000000-0000-4000-8000-000000000000/close',
      body: () => ({ resolution: 'Nothing to do' }),
      allow: { admin: [404] },
    },
    {
      name: 'hide a review',
      method: 'POST',
      path: () => '/rest/v1/admin/reviews/00000000-0000-4000-8000-000000000000/hide',
      body: () => ({ reason: 'Abusive' }),
      allow: { admin: [404] },
    },
    {
      name: 'suspend a listing',
      method: 'POST',
      path: () => '/rest/v1/admin/listings/00000000-0000-4000-8000-000000000000/suspend',
      body: () => ({ reason: 'Fraud' }),
      allow: { admin: [404] },
    },
    {
      name: 'suspend a member',
      method: 'POST',
      path: () => '/rest/v1/admin/users/00000000-0000-4000-8000-000000000000/suspend',
      body: () => ({ reason: 'Fraud' }),
      allow: { admin: [404] },
    },
    {
      name: 'admin search',
      method: 'GET',
      path: () => '/rest/v1/admin/search/users?q=rentspace',
      allow: { admin: [200] },
    },
    {
      name: 'approve a space type suggestion',
      method: 'POST',
      path: () => `/rest/v1/admin/space-type-suggestions/${ids.suggestion_loft}/approve`,
      allow: { admin: [200] },
    },
    {
      name: 'reject a space type suggestion',
      method: 'POST',
      path: () => `/rest/v1/admin/space-type-suggestions/${ids.suggestion_barn}/reject`,
      allow: { admin: [200] },
    },
    {
      name: 'payout account',
      method: 'POST',
      path: () => '/functions/v1/stripe-account',
      body: () => ({ action: 'check', accountId: 'acct_not_yours' }),
      allow: {},
    },
  ];

  afterAll(() =>
    console.info(
      `security: authorization matrix of ${cases.length} endpoints x ${ROLES.length} roles, each refusal checked against a snapshot of every table`,
    ),
  );

  for (const testCase of cases) {
    it(`${testCase.method} ${testCase.name}`, async () => {
      for (const role of ROLES) {
        const before = await snapshot(t.db);
        const res = await call(t.app, testCase.method, testCase.path(), {
          token: tokens[role],
          body: testCase.body?.(),
        });
        const allowed = testCase.allow[role];
        if (allowed) {
          expect(allowed, `${role}: ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
        } else {
          const refused = role === 'anonymous' ? [401] : [403, 404];
          expect(
            refused,
            `${role} must be refused: ${res.status} ${res.text.slice(0, 200)}`,
          ).toContain(res.status);
          expect(await snapshot(t.db), `${role}: a refused call changed data`).toEqual(before);
        }
      }
    });
  }
});
