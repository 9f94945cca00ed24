import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_KINDS } from '@rentspace/core/notifications/kinds';
import { EmailPreferencesSection } from './email-preferences';

const api = vi.hoisted(() => ({
  fetchNotificationPreferences: vi.fn(),
  saveNotificationPreferences: vi.fn(),
}));
vi.mock('~/lib/notifications', () => api);
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('~/lib/toast', () => ({ notify: toast, dismissToasts: vi.fn() }));

const allOn = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true]));

describe('EmailPreferencesSection', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.fetchNotificationPreferences.mockResolvedValue({
      email: { ...allOn, payout_released: false },
    });
    api.saveNotificationPreferences.mockImplementation(async (body: unknown) => body);
  });

  it('shows each kind of e-mail with its choice, grouped by side', async () => {
    render(<EmailPreferencesSection />);
    const section = await screen.findByRole('region', { name: 'E-mail notifications' });
    const host = await within(section).findByRole('group', { name: 'As a host' });
    expect(within(host).getByRole('checkbox', { name: 'Payout released' })).not.toBeChecked();
    expect(
      within(host).getByRole('checkbox', { name: 'New booking of your listing' }),
    ).toBeChecked();
    const guest = within(section).getByRole('group', { name: 'As a guest' });
    expect(
      within(guest).getByRole('checkbox', { name: 'Booking confirmed (your receipt)' }),
    ).toBeChecked();
    expect(within(section).getAllByRole('checkbox')).toHaveLength(NOTIFICATION_KINDS.length);
  });

  it('saves every kind at once in the shape the server parses, and says so', async () => {
    render(<EmailPreferencesSection />);
    const save = await screen.findByRole('button', { name: 'Save e-mail preferences' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'New message' }));
    await userEvent.click(save);
    // The button keeps the focus once saved: a keyboard user carries on where they were.
    expect(save).toHaveFocus();
    expect(api.saveNotificationPreferences).toHaveBeenCalledWith({
      email: { ...allOn, payout_released: false, new_message: false },
    });
    expect(toast.success).toHaveBeenCalledWith('E-mail preferences saved');
  });

  it('shows a failure to save under the form and keeps the choice', async () => {
    api.saveNotificationPreferences.mockRejectedValueOnce(new Error('Could not reach Rentspace.'));
    render(<EmailPreferencesSection />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'New message' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail preferences' }));
    expect(await screen.findByText('Could not reach Rentspace.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'New message' })).not.toBeChecked();
  });

  it('says when the choices cannot load, and tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.fetchNotificationPreferences.mockRejectedValueOnce(new Error('down'));
    render(<EmailPreferencesSection />);
    expect(await screen.findByText('Failed to load e-mail preferences')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save e-mail preferences' })).toBeTruthy();
  });
});
