import { Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '~/lib/auth/auth-context';

/**
 * Pages whose own controls sit where the button floats (a listing's booking form, checkout and
 * owner switches, the listing forms, a message thread's send box): it would cover them on a phone,
 * and on the listing forms it leads where one already is.
 */
const KEEPS_THE_CORNER = /^\/(space\/|create-listing|edit-listing\/|messages\/.)/;

/** The floating add button to /create-listing, for signed-in users only. */
export function FloatingAddButton() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  if (status !== 'signedIn' || KEEPS_THE_CORNER.test(pathname)) return null;
  return (
    <Link
      to="/create-listing"
      aria-label="List a space"
      title="List a space"
      className="fixed bottom-20 right-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-float transition-transform duration-150 hover:scale-105 hover:bg-brand-700 md:bottom-8 md:right-8"
    >
      <Plus className="size-6" aria-hidden />
    </Link>
  );
}
