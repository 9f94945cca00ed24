import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Menu } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '~/lib/auth/auth-context';
import { useShellActions } from '~/lib/shell-actions';
import { Avatar } from '~/components/ui/avatar';
import { cx } from '~/components/ui/cx';
import type { MenuEntry } from './nav-items';

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm text-ink outline-none data-[highlighted]:bg-surface focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600';

/** One dropdown used twice: the desktop user menu and the small-screen hamburger menu. */
export function UserMenu({
  entries,
  variant,
}: {
  entries: MenuEntry[];
  variant: 'desktop' | 'mobile';
}) {
  const { user, profile, signOut } = useAuth();
  const { viewProfile } = useShellActions();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [seenLocation, setSeenLocation] = useState(location.key);

  // Menus close on navigation, whatever caused it.
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
  }

  const choose = (entry: MenuEntry) => {
    if (entry.to) navigate(entry.to);
    else if (entry.action === 'view-profile' && user) viewProfile(user.id);
    else if (entry.action === 'sign-out') {
      signOut().catch((error: unknown) => console.warn('Sign out failed', error));
    }
  };

  const name = profile?.full_name || user?.email || 'Account';
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        className={cx(
          'inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white pl-1.5 pr-3 hover:shadow-sm',
          variant === 'mobile' && 'pl-3',
        )}
        aria-label={variant === 'mobile' ? 'Open menu' : `Account menu for ${name}`}
      >
        {variant === 'mobile' ? <Menu className="size-5" aria-hidden /> : null}
        <Avatar url={profile?.avatar_url} own size={32} />
        {variant === 'desktop' && <ChevronDown className="size-4 text-muted" aria-hidden />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-2xl border border-line bg-white p-1.5 shadow-float"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-muted">
            {user?.email}
          </DropdownMenu.Label>
          {entries.map((entry) => (
            <DropdownMenu.Item
              key={entry.label}
              className={cx(
                itemClass,
                entry.action === 'sign-out' && 'mt-1 border-t border-line pt-1',
              )}
              onSelect={() => choose(entry)}
            >
              {entry.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
