import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostRequest } from '@rentspace/core/bookings/api';
import { REQUEST_MESSAGES } from '@rentspace/core/bookings/messages';
import { RequestInbox } from './request-inbox';

const REQUEST: HostRequest = {
  id: '0d1f4c1e-3b7a-4f5e-9b8e-2a4c6d8e0f11',
  message: 'A quiet team offsite, six of us.',
  start_time: '2031-01-15T10:00:00.000Z',
  end_time: '2031-01-15T13:00:00.000Z',
  duration: 3,
  duration_unit: 'hour',
  total_price: 9450,
  subtotal: 8590,
  currency: 'USD',
  expires_at: '2031-01-14T10:00:00.000Z',
  space: {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    title: 'Glass Meeting Room',
    time_zone: 'America/New_York',
  },
  guest: {
    id: '9b2d3f4a-5c6e-4d7f-8a9b-0c1d2e3f4a5b',
    full_name: 'Ona Hermiston',
    avatar_url: null,
    completed_bookings: 2,
    reviews: [],
  },
};

const api = vi.hoisted(() => ({
  fetchHostRequests: vi.fn(),
  acceptRequest: vi.fn(async () => ({})),
  declineRequest: vi.fn(async () => ({})),
}));
vi.mock('./api', () => api);
vi.mock('~/lib/user-events', () => ({ useUserEvents: () => undefined }));

afterEach(() => vi.clearAllMocks());

describe('RequestInbox', () => {
  it('tells the page once a request is accepted, so that its figures are read again', async () => {
    api.fetchHostRequests.mockResolvedValue({ data: [REQUEST] });
    const onAnswered = vi.fn();
    render(<RequestInbox onAnswered={onAnswered} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(REQUEST_MESSAGES.accepted)).toBeVisible();
    expect(api.acceptRequest).toHaveBeenCalledWith(REQUEST.id);
    expect(onAnswered).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listitem', { name: 'Request from Ona Hermiston' })).toBeNull();
  });

  it('does not when the answer fails', async () => {
    api.fetchHostRequests.mockResolvedValue({ data: [REQUEST] });
    api.acceptRequest.mockRejectedValueOnce(new Error('offline'));
    const onAnswered = vi.fn();
    render(<RequestInbox onAnswered={onAnswered} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(REQUEST_MESSAGES.answerFailed)).toBeVisible();
    expect(onAnswered).not.toHaveBeenCalled();
  });
});
