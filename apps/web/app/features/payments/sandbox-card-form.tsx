import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { bookingConfirmationPath } from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { ApiRequestError } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { Field, Input } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';
import { confirmSandboxPayment } from './api';
import {
  CardFormSchema,
  formatCardNumber,
  formatExpiry,
  toSandboxCard,
  type CardFormInput,
  type CardFormOutput,
} from './card-input';

interface SandboxCardFormProps {
  clientSecret: string;
  payLabel: string;
  /** A request to book: the card is authorised (held, not charged) until the host answers. */
  authorisesOnly?: boolean;
  /** The listing asks for a security deposit, a second authorisation placed before the start. */
  deposit?: boolean;
  /** The card was refused: this payment is over (the server released the hold); a new one may start. */
  onFailed(message: string): void;
}

/** The test card that is accepted now and declined later, where this booking has a later step. */
function laterDecline(request: boolean, deposit: boolean): string {
  const when = [
    request && 'when the host accepts (the charge fails)',
    deposit && 'when the security deposit is held',
  ].filter(Boolean);
  if (when.length === 0) return '';
  return ` 4000 0000 0000 0341 is accepted now and declined later: ${when.join(', and ')}.`;
}

/** The card form of the built-in sandbox provider, which behaves like Stripe's test mode. */
export function SandboxCardForm({
  clientSecret,
  payLabel,
  authorisesOnly = false,
  deposit = false,
  onFailed,
}: SandboxCardFormProps) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<CardFormInput, unknown, CardFormOutput>({
    resolver: zodResolver(CardFormSchema),
    defaultValues: { number: '', expiry: '', cvc: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (card) => {
    setError(null);
    try {
      const result = await confirmSandboxPayment({ clientSecret, card: toSandboxCard(card) });
      if (
        result.status === 'succeeded' ||
        result.status === 'processing' ||
        result.status === 'requires_capture'
      ) {
        setLeaving(true);
        navigate(bookingConfirmationPath(clientSecret));
      } else if (result.status === 'requires_action' && result.nextActionUrl) {
        setLeaving(true);
        if (result.nextActionUrl.startsWith('/')) navigate(result.nextActionUrl);
        else window.location.assign(result.nextActionUrl);
      } else {
        onFailed(result.error?.message || BOOKING_MESSAGES.paymentFailed);
      }
    } catch (caught) {
      setError(
        caught instanceof ApiRequestError && caught.message
          ? caught.message
          : BOOKING_MESSAGES.paymentFailed,
      );
    }
  });

  const formatted = (field: 'number' | 'expiry', format: (raw: string) => string) => {
    const registered = form.register(field);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = format(event.target.value);
        return registered.onChange(event);
      },
    };
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Pay by card">
      <Field label="Card number" error={errors.number?.message}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...formatted('number', formatCardNumber)}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Expiry (MM/YY)" error={errors.expiry?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...formatted('expiry', formatExpiry)}
            />
          )}
        </Field>
        <Field label="CVC" error={errors.cvc?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              placeholder="123"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...form.register('cvc')}
            />
          )}
        </Field>
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <Button type="submit" size="lg" className="w-full" pending={isSubmitting || leaving}>
        {payLabel}
      </Button>
      <p className="text-xs text-muted">
        Test payments: no card is charged. 4242 4242 4242 4242 succeeds and 4000 0000 0000 0002 is
        declined; use any future date and any CVC.
        {laterDecline(authorisesOnly, deposit)}
      </p>
    </form>
  );
}
