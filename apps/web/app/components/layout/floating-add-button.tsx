import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '~/lib/auth/auth-context';

/** The floating add button to /create-listing, for signed-in users only. */
export function FloatingAddButton() {
  const { status } = useAuth();
  if (status !== 'signedIn') return null;
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
