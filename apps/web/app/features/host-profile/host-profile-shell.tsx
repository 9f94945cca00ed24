import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ShellActionsProvider, type ShellActions } from '~/lib/shell-actions';

// Loaded the first time someone opens a profile, not with every page.
const HostProfileDialog = lazy(() =>
  import('./host-profile-dialog').then((module) => ({ default: module.HostProfileDialog })),
);

/** Wires the shell's 'View My Profile' and the listings' 'View Profile' to the profile dialog. */
export function HostProfileShell({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{ userId: string; spaceId?: string; at: string } | null>(null);
  const location = useLocation();
  const actions = useMemo<ShellActions>(
    () => ({
      viewProfile: (userId, about) =>
        setShown({ userId, spaceId: about?.spaceId, at: location.key }),
    }),
    [location.key],
  );
  // The dialog closes on navigation (a listing card, or Contact Host opening the conversation).
  const open = shown !== null && shown.at === location.key ? shown : null;
  return (
    <ShellActionsProvider value={actions}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <HostProfileDialog
            userId={open.userId}
            spaceId={open.spaceId}
            onClose={() => setShown(null)}
          />
        </Suspense>
      )}
    </ShellActionsProvider>
  );
}
