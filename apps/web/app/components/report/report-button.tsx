import { Suspense, lazy, useState } from 'react';
import type { ReportTarget } from '@rentspace/core/reports/schema';
import { useAuth } from '~/lib/auth/auth-context';
import { useSignInFirst } from '~/lib/auth/sign-in-first';
import { Button } from '~/components/ui/button';

const ReportDialog = lazy(() => import('./report-dialog'));

const NOUNS: Record<ReportTarget, string> = {
  listing: 'this listing',
  review: 'this review',
  message: 'this message',
  user: 'this member',
};

/**
 * "Report": a signed-in person tells the admins what is wrong with a listing, a review, a message
 * or a member, with a reason and free text (docs/product/moderation.md#reports). Signed out, it
 * opens the sign-in dialog first.
 */
export function ReportButton({
  targetType,
  targetId,
  className,
}: {
  targetType: ReportTarget;
  targetId: string;
  className?: string;
}) {
  const { status } = useAuth();
  const { waitingForSession, signInFirst } = useSignInFirst();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={className}
        aria-label={`Report ${NOUNS[targetType]}`}
        pending={waitingForSession}
        onClick={() => (status === 'signedIn' ? setOpen(true) : signInFirst(() => setOpen(true)))}
      >
        Report
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            targetType={targetType}
            targetId={targetId}
            title={`Report ${NOUNS[targetType]}`}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
