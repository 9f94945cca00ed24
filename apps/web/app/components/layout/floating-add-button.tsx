import { Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '~/lib/auth/auth-context';
import { cx } from '~/components/ui/cx';

/**
 * Pages whose own controls sit where the button floats (a listing's booking form, checkout and
 * owner switches, the listing forms, a message thread's send box): it would cover them on a phone,
 * and on the listing forms it leads where one already is.
 */
const KEEPS_THE_CORNER = /^\/(space\/|create-listing|edit-listing\/|messages\/.)/;

/**
 * Pages whose controls run the width of the page's column (My Bookings' Cancel and Withdraw, My
 * Listings' cards, the host calendar's grid, the profile's fields): there the button would float
 * over them as they scroll past, on a phone and on a tablet alike, so it shows only where the
 * screen leaves a margin beside the column for it (84rem: 1200 px of column and the button's
 * width on each side). My Listings has its own "List A Space" anyway, as the header has.
 */
const WIDE_CONTROLS = /^\/(my-bookings|my-listings|host\/calendar|profile)(\/|$)/;

/**
 * The floating add button to /create-listing, for signed-in users only. It is the last thing in
 * the page's main content and sticks to the bottom of the screen while that content goes on below
 * it; once the end of the content is in view it stays there, in a strip of its own above the
 * footer, so it never covers the footer's controls (the newsletter's Subscribe) or the page's last
 * ones. Its strip lets clicks through beside the button.
 */
export function FloatingAddButton() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  if (status !== 'signedIn' || KEEPS_THE_CORNER.test(pathname)) return null;
  return (
    <div
      className={cx(
        'pointer-events-none sticky bottom-20 z-30 mt-8 justify-end px-4 md:bottom-8 md:px-8',
        WIDE_CONTROLS.test(pathname) ? 'hidden min-[84rem]:flex' : 'flex',
      )}
    >
      <Link
        to="/create-listing"
        aria-label="List a space"
        title="List a space"
        className="pointer-events-auto inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-float transition-transform duration-150 hover:scale-105 hover:bg-brand-700"
      >
        <Plus className="size-6" aria-hidden />
      </Link>
    </div>
  );
}
