import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Notification } from '@rentspace/core/notifications/api';
import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '~/lib/notifications';
import { useUserEvents } from '~/lib/user-events';
import { cx } from '~/components/ui/cx';
import { Skeleton } from '~/components/ui/states';

export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  markAllRead: 'Mark all read',
  empty: 'No notifications yet',
  emptyHint: 'Bookings, messages, payouts and reviews will show up here.',
  loadFailed: 'Failed to load notifications',
  retry: 'Try again',
  more: 'Show older',
  list: 'Latest notifications',
};

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: Notification[]; next: string | null };

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
/** '5 minutes ago', 'yesterday': when a notification came, in words. */
function ago(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps)
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  return 'just now';
}

/** Keeps one of each id, newest first. */
function merge(first: Notification[], second: Notification[]): Notification[] {
  const seen = new Set<string>();
  return [...first, ...second]
    .filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * The bell in the header (docs/product/notifications.md#in-the-app): the unread count, live from
 * the person's stream, and the latest notifications, each leading to what it is about. Loaded
 * only for signed-in people, after the page (components/layout/header.tsx).
 */

/** The element id of a notification in the menu. */
const itemId = (id: string) => `notification-${id}`;
export function NotificationsMenu() {
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [seenLocation, setSeenLocation] = useState(location.key);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [unread, setUnread] = useState(0);

  // Menus close on navigation, whatever caused it.
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
  }

  // Loaded when the bell mounts, and again after a gap in the stream (a 'resync').
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    fetchNotifications()
      .then((page) => {
        if (cancelled) return;
        setUnread(page.unread_count);
        setState((current) => ({
          status: 'ready',
          items: current.status === 'ready' ? merge(page.data, current.items) : page.data,
          next: current.status === 'ready' ? current.next : page.next_cursor,
        }));
      })
      .catch((error: unknown) => {
        console.warn('Could not load notifications', error);
        if (!cancelled)
          setState((current) => (current.status === 'ready' ? current : { status: 'error' }));
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);
  const load = () => setAttempt((n) => n + 1);

  useUserEvents((signal) => {
    if (signal.type === 'notification') {
      setUnread(signal.unread_count);
      setState((current) =>
        current.status === 'ready'
          ? { ...current, items: merge([signal.notification], current.items) }
          : current,
      );
    } else if (signal.type === 'resync') load();
  });

  const more = async () => {
    if (state.status !== 'ready' || !state.next) return;
    try {
      const page = await fetchNotifications(state.next);
      const items = merge(state.items, page.data);
      setState({ status: 'ready', items, next: page.next_cursor });
      // "Show older" goes once they are in: the focus moves on to the first of them (or the last
      // item, when none was new), so the arrow keys carry on through the menu.
      const shown = new Set(state.items.map((item) => item.id));
      const first = page.data.find((item) => !shown.has(item.id)) ?? items.at(-1);
      if (first) requestAnimationFrame(() => document.getElementById(itemId(first.id))?.focus());
    } catch (error) {
      console.warn('Could not load older notifications', error);
    }
  };

  const choose = (item: Notification) => {
    if (!item.read_at) {
      const now = new Date().toISOString();
      setState((current) =>
        current.status === 'ready'
          ? {
              ...current,
              items: current.items.map((it) => (it.id === item.id ? { ...it, read_at: now } : it)),
            }
          : current,
      );
      setUnread((count) => Math.max(0, count - 1));
      markNotificationRead(item.id)
        .then((result) => setUnread(result.unread_count))
        .catch((error: unknown) => console.warn('Could not mark the notification read', error));
    }
    navigate(item.link);
  };

  const readAll = async () => {
    try {
      const result = await markAllNotificationsRead();
      const now = new Date().toISOString();
      setUnread(result.unread_count);
      setState((current) =>
        current.status === 'ready'
          ? {
              ...current,
              items: current.items.map((it) => ({ ...it, read_at: it.read_at ?? now })),
            }
          : current,
      );
    } catch (error) {
      console.warn('Could not mark the notifications read', error);
    }
  };

  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        title={label}
        className="relative inline-flex size-11 items-center justify-center rounded-full border border-line bg-white hover:shadow-sm data-[state=open]:bg-surface"
      >
        <Bell className="size-5 text-ink" aria-hidden />
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="notifications-badge"
            className="tabular absolute -right-1 -top-1 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-semibold leading-5 text-white ring-2 ring-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={NOTIFICATIONS_TEXT.title}
          className="z-50 flex max-h-[min(32rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-2xl border border-line bg-white shadow-float"
        >
          <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
            <DropdownMenu.Label className="text-base font-semibold text-ink">
              {NOTIFICATIONS_TEXT.title}
            </DropdownMenu.Label>
            {unread > 0 && (
              <DropdownMenu.Item
                onSelect={(event) => {
                  event.preventDefault();
                  void readAll();
                }}
                className="inline-flex min-h-11 cursor-pointer items-center rounded-full px-3 text-sm font-medium text-brand-700 outline-none data-[highlighted]:bg-surface focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600"
              >
                {NOTIFICATIONS_TEXT.markAllRead}
              </DropdownMenu.Item>
            )}
          </div>
          {/* The list scrolls once it outgrows the menu; it takes focus itself so that a keyboard
              (and Safari, which does not scroll a region without it) can scroll it too. */}
          <div
            role="group"
            aria-label={NOTIFICATIONS_TEXT.list}
            tabIndex={0}
            className="overflow-y-auto p-1.5 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600"
          >
            {state.status === 'loading' && (
              <div className="space-y-2 p-2" aria-label="Loading notifications">
                <Skeleton className="h-12 w-full" />
                <Skeleton className="h-12 w-full" />
              </div>
            )}
            {state.status === 'error' && (
              <div className="space-y-2 p-3 text-sm">
                <p className="text-danger-700">{NOTIFICATIONS_TEXT.loadFailed}</p>
                <DropdownMenu.Item
                  onSelect={(event) => {
                    event.preventDefault();
                    setState({ status: 'loading' });
                    load();
                  }}
                  className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line px-4 font-medium outline-none data-[highlighted]:bg-surface focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600"
                >
                  {NOTIFICATIONS_TEXT.retry}
                </DropdownMenu.Item>
              </div>
            )}
            {state.status === 'ready' && state.items.length === 0 && (
              // A menu holds items, so the empty state is one that cannot be chosen.
              <DropdownMenu.Item disabled className="block px-3 py-6 text-center outline-none">
                <span className="block font-medium text-ink">{NOTIFICATIONS_TEXT.empty}</span>
                <span className="mt-1 block text-sm text-muted">
                  {NOTIFICATIONS_TEXT.emptyHint}
                </span>
              </DropdownMenu.Item>
            )}
            {state.status === 'ready' &&
              state.items.map((item) => (
                <DropdownMenu.Item
                  key={item.id}
                  id={itemId(item.id)}
                  onSelect={() => choose(item)}
                  data-unread={item.read_at ? undefined : ''}
                  className="flex min-h-11 cursor-pointer gap-3 rounded-xl px-3 py-2.5 outline-none data-[highlighted]:bg-surface focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600"
                >
                  <span
                    aria-hidden
                    className={cx(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      item.read_at ? 'bg-transparent' : 'bg-brand-600',
                    )}
                  />
                  <span className="min-w-0 flex-1">
                    <span
                      className={cx(
                        'block text-sm text-ink',
                        item.read_at ? 'font-normal' : 'font-semibold',
                      )}
                    >
                      {item.title}
                      {!item.read_at && <span className="sr-only"> (unread)</span>}
                    </span>
                    <span className="line-clamp-2 block text-sm text-muted">{item.body}</span>
                    <span className="mt-0.5 block text-xs text-muted">
                      <time dateTime={item.created_at}>{ago(item.created_at)}</time>
                    </span>
                  </span>
                </DropdownMenu.Item>
              ))}
            {state.status === 'ready' && state.next && (
              <DropdownMenu.Item
                onSelect={(event) => {
                  event.preventDefault();
                  void more();
                }}
                className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl text-sm font-medium text-brand-700 outline-none data-[highlighted]:bg-surface focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600"
              >
                {NOTIFICATIONS_TEXT.more}
              </DropdownMenu.Item>
            )}
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
