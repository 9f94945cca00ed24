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

/**
 * The report form in its dialog (docs/product/moderation.md#reports): loaded when someone first
 * reports something, so the pages with a Report button do not carry the form and its validation.
 */
export default function ReportDialog({
  targetType,
  targetId,
  title,
  onClose,
}: {
  targetType: ReportTarget;
  targetId: string;
  title: string;
  onClose(): void;
}) {
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
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description="Our team reviews every report. You get an e-mail when it is closed."
    >
      {sent ? (
        <div className="space-y-4">
          <p role="status">{REPORT_MESSAGES.sent}</p>
          <Button onClick={onClose}>Close</Button>
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
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
