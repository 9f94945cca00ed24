import { useState, type FormEvent } from 'react';
import { CLAIM_RESPONSE_MAX } from '@rentspace/core/deposits/constants';
import { AnswerClaimSchema, type Deposit } from '@rentspace/core/deposits/api';
import { ApiRequestError, errorMessage } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { Dialog, DialogActions } from '~/components/ui/dialog';
import { TextAreaField } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';
import { answerClaim } from './api';

const FAILED = 'Failed to send your answer. Please try again.';

/** "Answer the claim": the guest's side, which the admin reads before deciding. */
export function AnswerDialog({
  deposit,
  open,
  onOpenChange,
  onAnswered,
}: {
  deposit: Deposit;
  open: boolean;
  onOpenChange(open: boolean): void;
  onAnswered(deposit: Deposit): void;
}) {
  const [response, setResponse] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const claim = deposit.claim;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = AnswerClaimSchema.safeParse({ response });
    setError(parsed.error?.issues[0]?.message ?? null);
    if (!parsed.success || !claim) return;
    setPending(true);
    try {
      onAnswered(await answerClaim(claim.id, parsed.data));
    } catch (caught) {
      const field = caught instanceof ApiRequestError ? caught.fields.response?.[0] : undefined;
      if (field) setError(field);
      else setFormError(errorMessage(caught, FAILED));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title="Answer the claim"
      description="Say what happened from your side. An admin reads the claim and your answer before deciding."
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Answer the claim">
        <TextAreaField
          label="Your answer"
          error={error ?? undefined}
          max={CLAIM_RESPONSE_MAX}
          rows={5}
          value={response}
          onChange={(event) => setResponse(event.target.value)}
        />
        {formError && <ErrorMessage>{formError}</ErrorMessage>}
        <DialogActions>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" pending={pending}>
            Send answer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
