import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { OwnSpace } from '@rentspace/core/listings/types';
import { ApiRequestError } from '~/lib/api';
import { LISTING_MESSAGES } from '@rentspace/core/listings/messages';
import { MyListingCard } from './my-listing-card';

const notify = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock('~/lib/toast', () => ({ notify, dismissToasts: vi.fn() }));
const listingsApi = vi.hoisted(() => ({ setAvailable: vi.fn(), setPublished: vi.fn() }));
vi.mock('./api', () => ({ listingsApi }));

const LISTING = {
  id: '2b1d6c4e-1f0a-4c8e-9b7d-5e3f2a1c0d91',
  user_id: '0b6f1c1e-4a4e-4d55-9d7c-3c1b2a9f0e11',
  title: 'Sunny loft',
  location: 'Brooklyn',
  country: 'United States',
  type: 'studio',
  rental_type: 'space',
  images: [],
  hourly_price: 4000,
  daily_price: null,
  weekly_price: null,
  monthly_price: null,
  currency: 'USD',
  amenities: [],
  capacity: 6,
  rating: 0,
  review_count: 0,
  available: true,
  status: 'available',
  booking_mode: 'instant',
  created_at: '2030-01-01T00:00:00Z',
  latitude: null,
  longitude: null,
  is_published: false,
  suspended: false,
  suspension_reason: null,
} satisfies OwnSpace;

function renderCard() {
  render(<MyListingCard listing={LISTING} onChanged={() => {}} />, { wrapper: MemoryRouter });
  return {
    card: within(screen.getByRole('article', { name: 'Sunny loft' })),
    user: userEvent.setup(),
  };
}

describe('MyListingCard feedback', () => {
  beforeEach(() => {
    for (const mock of [...Object.values(notify), ...Object.values(listingsApi)]) mock.mockReset();
  });

  it('says a listing was published, in a toast naming it', async () => {
    listingsApi.setPublished.mockResolvedValue({ ...LISTING, is_published: true });
    const { card, user } = renderCard();
    await user.click(card.getByRole('switch', { name: 'Published' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Listing published', {
        description: 'Sunny loft',
      }),
    );
    expect(card.getByRole('switch', { name: 'Published' })).toHaveAttribute('aria-checked', 'true');
  });

  it('says bookings were paused', async () => {
    listingsApi.setAvailable.mockResolvedValue({ ...LISTING, available: false });
    const { card, user } = renderCard();
    await user.click(card.getByRole('switch', { name: 'Available' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Bookings are paused', {
        description: 'Sunny loft',
      }),
    );
  });

  it('says why publishing failed, with the publish rule’s own words', async () => {
    listingsApi.setPublished.mockRejectedValue(
      new ApiRequestError(
        422,
        'address_required',
        'Complete address is required to publish a listing',
      ),
    );
    const { card, user } = renderCard();
    await user.click(card.getByRole('switch', { name: 'Published' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to update publish status', {
        description: 'Complete address is required to publish a listing',
      }),
    );
    expect(card.getByRole('switch', { name: 'Published' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('tells the owner of a suspended listing so, with the reason, and why it cannot be published', async () => {
    const suspended = {
      ...LISTING,
      suspended: true,
      suspension_reason: 'Photos of another property',
    };
    listingsApi.setPublished.mockRejectedValue(
      new ApiRequestError(
        409,
        'space_suspended',
        'This listing is suspended by our team and cannot be published. Reply to our message in Messages to appeal.',
      ),
    );
    render(<MyListingCard listing={suspended} onChanged={() => {}} />, { wrapper: MemoryRouter });
    const card = within(screen.getByRole('article', { name: 'Sunny loft' }));
    expect(card.getByText('Suspended', { selector: 'span' })).toBeVisible();
    expect(card.queryByText('Draft')).toBeNull();
    const note = card.getByRole('note', { name: 'Suspended' });
    expect(note).toHaveTextContent(LISTING_MESSAGES.suspendedNotice);
    expect(note).toHaveTextContent('Reason: Photos of another property');
    await userEvent.setup().click(card.getByRole('switch', { name: 'Published' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to update publish status', {
        description:
          'This listing is suspended by our team and cannot be published. Reply to our message in Messages to appeal.',
      }),
    );
  });
});
