import { describe, expect, it, vi, beforeEach } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, createRoutesStub } from 'react-router';
import type { Notification } from '@rentspace/core/notifications/api';
import type { UserSignal } from '~/lib/user-events';
import { NotificationsMenu } from './notifications-menu';

const api = vi.hoisted(() => ({
  fetchNotifications: vi.fn(),
  markNotificationRead: vi.fn(),
  markAllNotificationsRead: vi.fn(),
}));
vi.mock('~/lib/notifications', () => api);
const stream = vi.hoisted(() => ({ listener: null as ((signal: UserSignal) => void) | null }));
vi.mock('~/lib/user-events', () => ({
  useUserEvents: (listener: (signal: UserSignal) => void) => {
    stream.listener = listener;
  },
}));

const item = (id: string, title: string, read = false): Notification => ({
  id,
  kind: 'booking_confirmed_host',
  title,
  body: 'Sunlit loft, Dec 1',
  link: '/dashboard',
  read_at: read ? '2026-11-27T09:00:00.000Z' : null,
  created_at: new Date(Date.now() - Number(id) * 60_000).toISOString(),
});

function renderMenu() {
  // The header stays while pages change under it.
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <NotificationsMenu />
          <Outlet />
        </>
      ),
      children: [
        { index: true, Component: () => null },
        { path: 'dashboard', Component: () => <p>Dashboard page</p> },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('NotificationsMenu', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.fetchNotifications.mockResolvedValue({
      data: [item('1', 'New booking'), item('2', 'Payout released', true)],
      next_cursor: null,
      unread_count: 1,
    });
    api.markNotificationRead.mockResolvedValue({ unread_count: 0 });
    api.markAllNotificationsRead.mockResolvedValue({ unread_count: 0 });
  });

  it('counts the unread, lists the latest and follows new ones live', async () => {
    renderMenu();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() =>
      stream.listener!({
        type: 'notification',
        notification: item('0', 'New message'),
        unread_count: 2,
      }),
    );
    expect(bell).toHaveAccessibleName('Notifications, 2 unread');
    await userEvent.click(bell);
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((el) => el.textContent);
    expect(items[0]).toContain('Mark all read');
    expect(items.slice(1)).toEqual([
      expect.stringContaining('New message (unread)'),
      expect.stringContaining('New booking (unread)'),
      expect.stringMatching(/^Payout released(?!.*unread)/),
    ]);
  });

  it('lets a keyboard reach the list, which scrolls once it outgrows the menu', async () => {
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByRole('group', { name: 'Latest notifications' });
    expect(list.tabIndex).toBe(0);
    expect(list.className).toContain('overflow-y-auto');
    expect(within(list).getAllByRole('menuitem')).toHaveLength(2);
  });

  it('marks one read and opens what it is about', async () => {
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /New booking/ }));
    expect(api.markNotificationRead).toHaveBeenCalledWith('1');
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('marks all read, and says so when there are none', async () => {
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark all read' }));
    expect(api.markAllNotificationsRead).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByText('(unread)')).toBeNull();
  });

  it('says what to expect when there are none yet', async () => {
    api.fetchNotifications.mockResolvedValueOnce({ data: [], next_cursor: null, unread_count: 0 });
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const empty = await screen.findByRole('menuitem', { name: /No notifications yet/ });
    expect(empty).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers to try again when the list cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.fetchNotifications.mockRejectedValueOnce(new Error('down'));
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Failed to load notifications')).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Try again' }));
    expect(await screen.findByRole('menuitem', { name: /New booking/ })).toBeTruthy();
  });

  it('moves the focus to the first older notification once "Show older" has brought them', async () => {
    api.fetchNotifications
      .mockResolvedValueOnce({
        data: [item('1', 'New booking'), item('2', 'Payout released', true)],
        next_cursor: 'page-2',
        unread_count: 1,
      })
      .mockResolvedValueOnce({
        data: [item('3', 'Review invitation', true), item('4', 'Booking cancelled', true)],
        next_cursor: null,
        unread_count: 1,
      });
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Show older' }));
    expect(api.fetchNotifications).toHaveBeenLastCalledWith('page-2');
    const older = await screen.findByRole('menuitem', { name: /Review invitation/ });
    await waitFor(() => expect(older).toHaveFocus());
    expect(screen.queryByRole('menuitem', { name: 'Show older' })).toBeNull();
    expect(screen.getByRole('menu')).toBeVisible();
  });
});
