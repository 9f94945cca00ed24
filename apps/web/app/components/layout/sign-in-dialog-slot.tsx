import { lazy, Suspense, useState } from 'react';
import { useAuth } from '~/lib/auth/auth-context';

// The dialog (with its form library and schema) loads when it is first opened, not with every page.
const SignInDialog = lazy(() =>
  import('./sign-in-dialog').then((module) => ({ default: module.SignInDialog })),
);

export function SignInDialogSlot() {
  const { dialog } = useAuth();
  const [wanted, setWanted] = useState(false);
  if (dialog.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog />
    </Suspense>
  );
}
