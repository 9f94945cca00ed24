import { useState, type FormEvent } from 'react';
import {
  DEPOSIT_MESSAGES,
  DecideClaimSchema,
  AdminClaimSchema,
  type AdminClaim,
} from '@rentspace/core/deposits/api';
import { CLAIM_DECISION_NOTE_MAX } from '@rentspace/core/deposits/constants';
import { formatMoney } from '@rentspace/core/money/currencies';
import { api, errorMessage } from '~/lib/api';
import { amountStep, readAmount } from '~/lib/amount-input';
import { Button } from '~/components/ui/button';
import { Dialog, DialogActions } from '~/components/ui/dialog';
import { Field, Input, TextAreaField } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';

type Choice = 'all' | 'part' | 'none';
type Errors = { amount?: string; note?: string; form?: string };

const FAILED = 'Failed to decide the claim. Please try again.';

/** The decision an admin takes: the amount captured, as the schema reads it, or the errors. */
function decision(claim: AdminClaim, choice: Choice, part: string, note: string) {
  let capture = choice === 'all' ? claim.amount : 0;
  if (choice === 'part') {
    const read = readAmount(part, claim.deposit.currency, {
      max: claim.amount,
      overMax: DEPOSIT_MESSAGES.amountOverClaim,
      empty: DEPOSIT_MESSAGES.enterAmount,
    });
    if ('error' in read) return { errors: { amount: read.error } };
    if (read.minor === 0) return { errors: { amount: DEPOSIT_MESSAGES.enterAmount } };
    capture = read.minor;
  }
  const parsed = DecideClaimSchema.safeParse({ capture_amount: capture, note });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { errors: { [issue.path[0] === 'note' ? 'note' : 'amount']: issue.message } };
  }
  return { body: parsed.data };
}

/**
 * "Decide" on an open claim: capture all of it, part of it or none (the deposit is released), with
 * an optional note both sides read (docs/product/pages-and-messages.md#security-deposits-claims-for-admins).
 */
export function DecideClaimDialog({
  claim,
  onClose,
  onDecided,
}: {
  claim: AdminClaim;
  onClose(): void;
  onDecided(claim: AdminClaim): void;
}) {
  const [choice, setChoice] = useState<Choice>('all');
  const [part, setPart] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const currency = claim.deposit.currency;
  const money = (minor: number) => formatMoney(minor, currency);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = decision(claim, choice, part, note);
    setErrors(checked.errors ?? {});
    if (!checked.body) return;
    setPending(true);
    try {
      const decided = await api(`/rest/v1/admin/deposit-claims/${claim.id}/decide`, {
        method: 'POST',
        body: checked.body,
      });
      onDecided(AdminClaimSchema.parse(decided));
    } catch (error) {
      setErrors({ form: errorMessage(error, FAILED) });
    } finally {
      setPending(false);
    }
  }

  const options: Array<{ value: Choice; label: string }> = [
    { value: 'all', label: `Charge the whole claim (${money(claim.amount)})` },
    { value: 'part', label: 'Charge part of it' },
    { value: 'none', label: 'Charge nothing and release the deposit' },
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      title="Decide the claim"
      description={`${claim.space.title}: a claim of ${money(claim.amount)} on a deposit of ${money(claim.deposit.amount)}. The rest of the deposit is released.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Decide the claim">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Decision</legend>
          {options.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="radio"
                name="decision"
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                className="size-4 accent-brand-600"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {choice === 'part' && (
          <Field
            label={`Amount to charge (${currency})`}
            error={errors.amount}
            hint={`Up to ${money(claim.amount)}`}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="number"
                inputMode="decimal"
                min={0}
                step={amountStep(currency)}
                value={part}
                onChange={(event) => setPart(event.target.value)}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                className="max-w-48"
              />
            )}
          </Field>
        )}
        {choice !== 'part' && errors.amount && <ErrorMessage>{errors.amount}</ErrorMessage>}
        <TextAreaField
          label="Note for the guest and the host (optional)"
          error={errors.note}
          max={CLAIM_DECISION_NOTE_MAX}
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {errors.form && <ErrorMessage>{errors.form}</ErrorMessage>}
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" pending={pending}>
            Decide
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
