import { NavLink } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { useUnreadTotal } from '~/lib/user-events';
import { cx } from '~/components/ui/cx';

/** The inbox beside the user menu, with the live number of unread messages. */
export function InboxLink() {
  const unread = useUnreadTotal() ?? 0;
  const label = unread > 0 ? `Messages, ${unread} unread` : 'Messages';
  return (
    <NavLink
      to="/messages"
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        cx(
          'relative inline-flex size-11 items-center justify-center rounded-full border border-line bg-white hover:shadow-sm',
          isActive && 'bg-surface',
        )
      }
    >
      <MessageCircle className="size-5 text-ink" aria-hidden />
      {unread > 0 && (
        <span
          aria-hidden
          data-testid="unread-badge"
          className="tabular absolute -right-1 -top-1 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-semibold leading-5 text-white ring-2 ring-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </NavLink>
  );
}
