import { createContext, useContext } from 'react';

/** App-wide actions the shell wires to features (features never import each other). */
export interface ShellActions {
  /** Opens the public host profile dialog for a user; `about` is the listing it was opened from (Contact Host). */
  viewProfile(userId: string, about?: { spaceId: string }): void;
}

const ShellActionsContext = createContext<ShellActions | null>(null);
export const ShellActionsProvider = ShellActionsContext.Provider;

export function useShellActions(): ShellActions {
  const value = useContext(ShellActionsContext);
  if (!value) throw new Error('useShellActions() must be used inside <ShellActionsProvider>');
  return value;
}
