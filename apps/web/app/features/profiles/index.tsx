import { useMemo, useState, type ReactNode } from 'react';
import { ShellActionsProvider, type ShellActions } from '~/lib/shell-actions';
import { HostProfileDialog } from './host-profile-dialog';

/** Wires the shell's 'View My Profile' and the listings' 'View Profile' to the profile dialog. */
export function HostProfileShell({ children }: { children: ReactNode }) {
  const [userId, setUserId] = useState<string | null>(null);
  const actions = useMemo<ShellActions>(() => ({ viewProfile: setUserId }), []);
  return (
    <ShellActionsProvider value={actions}>
      {children}
      <HostProfileDialog userId={userId} onClose={() => setUserId(null)} />
    </ShellActionsProvider>
  );
}
