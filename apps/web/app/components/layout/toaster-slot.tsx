import { lazy, Suspense } from 'react';
import { useAuth } from '~/lib/auth/auth-context';

// The toasts' library loads with the signed-in app (its actions are what toasts report), so a
// public page's first visit does not carry it (docs/decisions/0014-first-visit-without-the-router.md).
const Toaster = lazy(() => import('./toaster'));

/** The toaster, mounted once someone is signed in: its live region is there before the first toast. */
export function ToasterSlot() {
  const { status } = useAuth();
  if (status !== 'signedIn') return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
