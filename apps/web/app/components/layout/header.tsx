import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useAuth } from '~/lib/auth/auth-context';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/states';
import { cx } from '~/components/ui/cx';
import { Logo } from './logo';
import { desktopMenu, mobileMenu, navItems } from './nav-items';
import { InboxLink } from './inbox-link';

// Only signed-in people see the menu; its dropdown library loads with the session.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
// Likewise the notifications bell: never part of a public page's first visit.
const NotificationsMenu = lazy(() =>
  import('./notifications-menu').then((module) => ({ default: module.NotificationsMenu })),
);

export function Header() {
  const { status, isAdmin, openSignIn } = useAuth();
  const signedIn = status === 'signedIn';
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo compact={signedIn} />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems(signedIn).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    cx(
                      'inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-3 text-sm font-medium lg:px-4',
                      item.highlight
                        ? 'bg-brand-600 text-white hover:bg-brand-700'
                        : isActive
                          ? 'bg-surface text-ink'
                          : 'text-muted hover:bg-surface hover:text-ink',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-24 shrink-0 items-center justify-end gap-2">
          {status === 'loading' && <Skeleton className="h-11 w-24 rounded-full" />}
          {status === 'signedOut' && (
            <Button onClick={() => openSignIn()} size="md">
              <span className="md:hidden">Sign In</span>
              <span className="hidden md:inline">Sign In / Sign Up</span>
            </Button>
          )}
          {signedIn && (
            <>
              <Suspense fallback={<Skeleton className="size-11 rounded-full" />}>
                <NotificationsMenu />
              </Suspense>
              <InboxLink />
              <div className="hidden md:block">
                <Suspense fallback={<Skeleton className="h-11 w-20 rounded-full" />}>
                  <UserMenu entries={desktopMenu(isAdmin)} variant="desktop" />
                </Suspense>
              </div>
              <div className="md:hidden">
                <Suspense fallback={<Skeleton className="h-11 w-20 rounded-full" />}>
                  <UserMenu entries={mobileMenu()} variant="mobile" />
                </Suspense>
              </div>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
