import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ShellActionsProvider, type ShellActions } from '~/lib/shell-actions';
import { HostProfileDialog } from './host-profile-dialog';

export { ProfileEditor } from './profile-editor';
export { fetchLinks, fetchOwnProfile, fetchUpdates } from './api';

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
      <HostProfileDialog
        userId={open?.userId ?? null}
        spaceId={open?.spaceId}
        onClose={() => setShown(null)}
      />
    </ShellActionsProvider>
  );
}
