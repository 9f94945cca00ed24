import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PublicProfile } from '@rentspace/core/profiles/public-profile';
import type * as ApiModule from '~/lib/api';
import { HostProfileDialog } from './host-profile-dialog';

const mocked = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('~/lib/api', async (original) => ({
  ...(await original<typeof ApiModule>()),
  api: mocked.api,
}));
vi.mock('~/lib/auth/auth-context', () => ({
  useAuth: () => ({ status: 'signedOut', user: null, openSignIn: vi.fn() }),
}));

const PERSON = '6f1c2b1e-0000-4000-8000-000000000010';
const SPACE = '6f1c2b1e-0000-4000-8000-000000000011';

function profile(listings: PublicProfile['listings']): PublicProfile {
  return {
    id: PERSON,
    full_name: 'Maya Chen',
    avatar_url: null,
    banner_url: null,
    bio: null,
    website: null,
    location: null,
    response_rate: 100,
    response_time: 'within an hour',
    instagram: null,
    twitter: null,
    facebook: null,
    linkedin: null,
    youtube: null,
    tiktok: null,
    created_at: '2026-01-05T10:00:00.000Z',
    stats: { total_listings: listings.length, total_reviews: 0, average_rating: 0 },
    listings,
    links: [],
    updates: [],
  };
}

function answer(person: PublicProfile) {
  mocked.api.mockImplementation(async (path: string) => {
    return path.endsWith('/guest-reviews') ? { rating: 0, review_count: 0, data: [] } : person;
  });
}

const open = (spaceId?: string) =>
  render(<HostProfileDialog userId={PERSON} spaceId={spaceId} onClose={() => {}} />, {
    wrapper: MemoryRouter,
  });

beforeEach(() => {
  mocked.api.mockReset();
});

describe('the profile dialog', () => {
  it('is the host profile, saying there are no listings at the moment when there are none', async () => {
    answer(profile([]));
    open();
    expect(await screen.findByRole('heading', { name: 'Maya Chen' })).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Host profile' })).toBeVisible();
    expect(screen.getByText('No Active Listings')).toBeVisible();
  });

  it('shows the listings of someone who has some', async () => {
    answer(
      profile([
        {
          id: SPACE,
          title: 'Daylight loft',
          location: 'Brooklyn',
          images: [],
          rating: 0,
          review_count: 0,
          hourly_price: 4500,
          currency: 'USD',
        },
      ]),
    );
    open(SPACE);
    expect(await screen.findByRole('link', { name: /Daylight loft/ })).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Host profile' })).toBeVisible();
    expect(screen.queryByText('No Active Listings')).toBeNull();
  });

  it('shows what /profile says guests see: the banner, the place, the website and the accounts', async () => {
    answer({
      ...profile([]),
      banner_url: '/storage/v1/object/public/profile-images/banner.webp',
      location: 'Brooklyn, New York',
      website: 'https://maya.example',
      instagram: 'https://instagram.com/maya',
      links: [
        {
          id: 'link-1',
          title: 'Portfolio',
          url: 'https://portfolio.example',
          icon: null,
          display_order: 0,
        },
      ],
    });
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Host profile' });
    await screen.findByRole('heading', { name: 'Maya Chen' });
    expect(
      dialog.querySelector('img[src="/storage/v1/object/public/profile-images/banner.webp"]'),
    ).not.toBeNull();
    expect(screen.getByText('Brooklyn, New York')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      'https://maya.example',
    );
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/maya',
    );
    expect(screen.getByRole('link', { name: 'Portfolio' })).toBeVisible();
    // Accounts left empty are not offered.
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
  });
});
