import type { AdminClaim, Claim, Deposit } from '@rentspace/core/deposits/api';

/** Deposits and claims as the API answers them (core's response schemas), for component tests. */
export const BOOKING_ID = '9e8d7c6b-5a49-4838-9271-6a5b4c3d2e11';
export const SPACE_ID = '2b1d6c4e-1f0a-4c8e-9b7d-5e3f2a1c0d91';

export function depositOf(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: '3c2b1a09-8f7e-4d6c-9b5a-4a3b2c1d0e9f',
    booking_id: BOOKING_ID,
    role: 'guest',
    status: 'held',
    amount: 20000,
    currency: 'USD',
    authorise_at: '2031-01-18T15:00:00.000Z',
    release_at: '2031-01-22T17:00:00.000Z',
    held_at: '2031-01-18T15:00:00.000Z',
    released_at: null,
    captured_amount: null,
    failure_message: null,
    booking: {
      status: 'confirmed',
      start_time: '2031-01-20T15:00:00.000Z',
      end_time: '2031-01-20T17:00:00.000Z',
    },
    space: { id: SPACE_ID, title: 'Sunny loft', time_zone: 'America/New_York' },
    guest_name: 'Gina Guest',
    host_name: 'Hugo Host',
    claim: null,
    can_claim: false,
    can_answer: false,
    ...overrides,
  };
}

export function claimOf(overrides: Partial<Claim> = {}): Claim {
  return {
    id: '5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c',
    status: 'open',
    amount: 8000,
    description: 'A cracked window in the back room.',
    photo_urls: ['/storage/v1/object/public/deposit-claims/host/window.webp'],
    guest_response: null,
    guest_responded_at: null,
    decided_amount: null,
    decision_note: null,
    decided_at: null,
    created_at: '2031-01-21T10:00:00.000Z',
    ...overrides,
  };
}

export function adminClaimOf(overrides: Partial<AdminClaim> = {}): AdminClaim {
  return {
    ...claimOf(),
    deposit: {
      id: '3c2b1a09-8f7e-4d6c-9b5a-4a3b2c1d0e9f',
      status: 'claimed',
      amount: 20000,
      currency: 'USD',
      release_at: '2031-01-22T17:00:00.000Z',
    },
    booking: {
      id: BOOKING_ID,
      start_time: '2031-01-20T15:00:00.000Z',
      end_time: '2031-01-20T17:00:00.000Z',
    },
    space: { id: SPACE_ID, title: 'Sunny loft', time_zone: 'America/New_York' },
    host: { id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', full_name: 'Hugo Host' },
    guest: { id: '8b7c6d5e-4f3a-4b2c-8d9e-0f1a2b3c4d5e', full_name: 'Gina Guest' },
    ...overrides,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
