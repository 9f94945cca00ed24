import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { notify } from '~/lib/toast';
import { ToasterSlot } from './toaster-slot';

const auth = vi.hoisted(() => ({ status: 'signedIn' as string }));
vi.mock('~/lib/auth/auth-context', () => ({ useAuth: () => auth }));

describe('ToasterSlot', () => {
  it('announces what an action did in a polite live region, there before the first toast', async () => {
    auth.status = 'signedIn';
    render(<ToasterSlot />);
    // The toaster is a lazy chunk: on a busy machine its first import (transformed on demand by the
    // test runner) can take longer than the default second of findBy.
    const region = await screen.findByRole(
      'region',
      { name: /^Notifications/ },
      { timeout: 15_000 },
    );
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    notify.success('Profile updated successfully!');
    expect(await within(region).findByText('Profile updated successfully!')).toBeVisible();
    notify.error('Failed to delete link', { description: 'Try again in a moment.' });
    expect(await within(region).findByText('Failed to delete link')).toBeVisible();
    expect(within(region).getByText('Try again in a moment.')).toBeVisible();
  });

  it('is not there for visitors who are not signed in', () => {
    auth.status = 'signedOut';
    render(<ToasterSlot />);
    expect(screen.queryByRole('region', { name: /^Notifications/ })).toBeNull();
  });
});
