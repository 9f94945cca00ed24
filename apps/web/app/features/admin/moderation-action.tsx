import { useState } from 'react';
import { ModerationActionSchema, type ModerationResult } from '@rentspace/core/moderation/schema';
import { api, errorMessage } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { Field, Textarea } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';

/**
 * One moderation action (hide or restore a review, suspend or lift a listing or a member): the
 * button opens a form that asks why; the reason goes to the audit log, to the person concerned and,
 * from the report queue, to the reporter as the report's resolution
 * (docs/product/moderation.md#moderation-actions).
 */
export function ModerationAction({
  label,
  path,
  reportId,
  hint,
  danger = false,
  onDone,
}: {
  /** The button's and the submit's words: "Suspend listing", "Hide review"... */
  label: string;
  /** The action's API path under /rest/v1/admin/. */
  path: string;
  reportId?: string;
  /** Who reads the reason. */
  hint: string;
  danger?: boolean;
  onDone(result: ModerationResult): void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  if (!open)
    return (
      <Button size="sm" variant={danger ? 'danger' : 'secondary'} onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  return (
    <form
      noValidate
      aria-label={label}
      className="mt-3 w-full space-y-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = ModerationActionSchema.safeParse({ reason, report_id: reportId });
        if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message);
        setInvalid(undefined);
        setFailure(undefined);
        setPending(true);
        try {
          const result = await api<ModerationResult>(`/rest/v1/admin/${path}`, {
            method: 'POST',
            body: parsed.data,
          });
          setOpen(false);
          setReason('');
          onDone(result);
        } catch (error) {
          setFailure(errorMessage(error, 'Failed to save'));
        } finally {
          setPending(false);
        }
      }}
    >
      <Field label="Reason" hint={hint} error={invalid}>
        {({ id, describedBy, invalid: bad }) => (
          <Textarea
            id={id}
            value={reason}
            maxLength={1000}
            aria-describedby={describedBy}
            aria-invalid={bad || undefined}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant={danger ? 'danger' : 'primary'} pending={pending}>
          {label}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
