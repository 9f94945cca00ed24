import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportButton } from './report-button';

const auth = vi.hoisted(() => ({ status: 'loading' as string, openSignIn: vi.fn() }));
vi.mock('~/lib/auth/auth-context', () => ({ useAuth: () => auth }));

afterEach(() => {
  auth.status = 'loading';
  auth.openSignIn.mockReset();
});

describe('ReportButton', () => {
  it('shows the tap taken while the stored session is restored', async () => {
    const { rerender } = render(<ReportButton targetType="listing" targetId="space-1" />);
    const button = screen.getByRole('button', { name: 'Report this listing' });
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(auth.openSignIn).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Signed out after all: the sign-in dialog takes over and the button is itself again.
    auth.status = 'signedOut';
    rerender(<ReportButton targetType="listing" targetId="space-1" />);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeEnabled();
  });

  it('asks a signed-out person to sign in without looking busy', async () => {
    auth.status = 'signedOut';
    render(<ReportButton targetType="review" targetId="review-1" />);
    const button = screen.getByRole('button', { name: 'Report this review' });
    await userEvent.click(button);
    expect(auth.openSignIn).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
