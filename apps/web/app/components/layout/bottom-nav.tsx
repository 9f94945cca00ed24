import { NavLink } from 'react-router';
import { useAuth } from '~/lib/auth/auth-context';
import { cx } from '~/components/ui/cx';
import { navItems } from './nav-items';

/** The navigation bar on small screens, fixed at the bottom within thumb reach. */
export function BottomNav() {
  const { status } = useAuth();
  const items = navItems(status === 'signedIn');
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex">
        {items.map((item) => (
          <li key={item.to} className="flex-1">
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) =>
                cx(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium',
                  item.highlight ? 'text-brand-700' : isActive ? 'text-ink' : 'text-muted',
                )
              }
            >
              <item.icon
                className={cx(
                  'size-5',
                  item.highlight && 'rounded-full bg-brand-600 p-0.5 text-white',
                )}
                aria-hidden
              />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
