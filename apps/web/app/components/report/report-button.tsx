import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  ReportInputSchema,
  type ReportInput,
  type ReportTarget,
} from '@rentspace/core/reports/schema';
import { api, ApiRequestError, errorMessage } from '~/lib/api';
import { useAuth } from '~/lib/auth/auth-context';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Field, Textarea } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';

type Values = ReportInput;
type Parsed = {
  target_type: ReportTarget;
  target_id: string;
  reason: Values['reason'];
  details: string;
};

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
  const { status, openSignIn } = useAuth();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(ReportInputSchema),
    defaultValues: { target_type: targetType, target_id: targetId, reason: undefined, details: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api('/rest/v1/reports', { method: 'POST', body: values });
      setSent(true);
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError && [403, 409].includes(error.status)
          ? error.message
          : errorMessage(error, 'Failed to send the report'),
      );
    }
  });
  const reasonError = form.formState.errors.reason?.message;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={className}
        aria-label={`Report ${NOUNS[targetType]}`}
        onClick={() => (status === 'signedIn' ? setOpen(true) : openSignIn(() => setOpen(true)))}
      >
        Report
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setSent(false);
            setFailure(null);
            form.reset();
          }
        }}
        title={`Report ${NOUNS[targetType]}`}
        description="Our team reviews every report. You get an e-mail when it is closed."
      >
        {sent ? (
          <div className="space-y-4">
            <p role="status">{REPORT_MESSAGES.sent}</p>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <fieldset aria-describedby={reasonError ? 'report-reason-error' : undefined}>
              <legend className="mb-2 text-sm font-medium">Reason</legend>
              <div className="space-y-2">
                {REPORT_REASONS.map((reason) => (
                  <label key={reason} className="flex min-h-11 items-center gap-3 text-sm">
                    <input type="radio" value={reason} {...form.register('reason')} />
                    {REPORT_REASON_LABELS[reason]}
                  </label>
                ))}
              </div>
              {reasonError && (
                <p id="report-reason-error" role="alert" className="text-sm text-danger-700">
                  {reasonError}
                </p>
              )}
            </fieldset>
            <Field
              label="What is wrong?"
              hint="Required for “Something else”. At most 1000 characters."
              error={form.formState.errors.details?.message}
            >
              {({ id, describedBy, invalid }) => (
                <Textarea
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  maxLength={1000}
                  {...form.register('details')}
                />
              )}
            </Field>
            {failure && <ErrorMessage>{failure}</ErrorMessage>}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" pending={form.formState.isSubmitting}>
                Send report
              </Button>
              <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
