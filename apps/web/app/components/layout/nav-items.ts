import { Compass, House, Info, Mail, CirclePlus, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  highlight?: boolean;
}

/** The navigation bar: List A Space appears third, highlighted, for signed-in users only. */
export function navItems(signedIn: boolean): NavItem[] {
  const items: NavItem[] = [
    { to: '/', label: 'Home', icon: House },
    { to: '/explore', label: 'Explore', icon: Compass },
    { to: '/about', label: 'About', icon: Info },
    { to: '/contact', label: 'Contact', icon: Mail },
  ];
  if (signedIn)
    items.splice(2, 0, {
      to: '/create-listing',
      label: 'List A Space',
      icon: CirclePlus,
      highlight: true,
    });
  return items;
}

export interface MenuEntry {
  label: string;
  to?: string;
  action?: 'view-profile' | 'sign-out';
}

/** The desktop user dropdown (docs/product/roles-and-permissions.md#signed-in-pages). */
export function desktopMenu(isAdmin: boolean): MenuEntry[] {
  return [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'My Profile', to: '/profile' },
    { label: 'View My Profile', action: 'view-profile' },
    { label: 'List A Space', to: '/create-listing' },
    { label: 'My Listings', to: '/my-listings' },
    { label: 'My Bookings', to: '/my-bookings' },
    { label: 'Favorites', to: '/favorites' },
    ...(isAdmin ? [{ label: 'Admin Dashboard', to: '/admin' }] : []),
    { label: 'Sign Out', action: 'sign-out' as const },
  ];
}

/** The small-screen hamburger menu: no My Listings and no Admin entry (docs/product/roles-and-permissions.md#signed-in-pages). */
export function mobileMenu(): MenuEntry[] {
  return [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'My Profile', to: '/profile' },
    { label: 'View My Profile', action: 'view-profile' },
    { label: 'List A Space', to: '/create-listing' },
    { label: 'My Bookings', to: '/my-bookings' },
    { label: 'Favorites', to: '/favorites' },
    { label: 'Sign Out', action: 'sign-out' },
  ];
}
