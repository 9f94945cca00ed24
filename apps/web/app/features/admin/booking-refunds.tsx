import { useState, type FormEvent } from 'react';
import {
  ADMIN_REFUND_TEXT,
  AdminBookingIdSchema,
  AdminRefundSchema,
  refundLeftMessage,
  type AdminBooking,
  type AdminRefundResponse,
} from '@rentspace/core/bookings/admin-refunds';
import {
  decimalsMessage,
  fitsMinorUnits,
  formatMoney,
  minorDigits,
  toMinor,
} from '@rentspace/core/money/currencies';
import { api, ApiRequestError, errorMessage } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { Field, Input, Textarea } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';
import { BookingStatusBadge } from '~/components/bookings/booking-status';
import { formatRange, zoneName, formatMoment } from '~/lib/time-format';

const PATH = '/rest/v1/admin/bookings';

/**
 * The Bookings tab (docs/product/money.md#refunds-by-admins): an admin finds any booking by its
 * id, sees its money, payout and refunds, and refunds part or all of it with a reason.
 */
export function BookingRefunds() {
  const [id, setId] = useState('');
  const [booking, setBooking] = useState<AdminBooking | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function find(event: FormEvent) {
    event.preventDefault();
    // The server's own check of the id, so that a mistyped one is answered here, as it would be.
    const wanted = AdminBookingIdSchema.safeParse(id.trim());
    if (!wanted.success) {
      setBooking(null);
      return setError(wanted.error.issues[0]?.message ?? ADMIN_REFUND_TEXT.bookingNotFound);
    }
    setPending(true);
    setError(null);
    try {
      setBooking(await api<AdminBooking>(`${PATH}/${encodeURIComponent(wanted.data)}`));
    } catch (failure) {
      setBooking(null);
      setError(
        (failure instanceof ApiRequestError && failure.fields.id?.[0]) ||
          errorMessage(failure, 'Failed to load'),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-6">
      <form
        onSubmit={find}
        aria-label="Find a booking"
        className="flex flex-wrap items-end gap-3"
        noValidate
      >
        <Field label="Booking id" error={error ?? undefined} className="min-w-0 flex-1 basis-72">
          {({ id: inputId, describedBy, invalid }) => (
            <Input
              id={inputId}
              value={id}
              onChange={(event) => setId(event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              placeholder="e.g. 6b088d69-9e26-417a-a7c4-b60503a9fda1"
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <Button type="submit" pending={pending}>
          Find booking
        </Button>
      </form>
      {booking && <BookingView booking={booking} onChange={setBooking} />}
    </div>
  );
}

function BookingView({
  booking,
  onChange,
}: {
  booking: AdminBooking;
  onChange(booking: AdminBooking): void;
}) {
  const money = (minor: number) => formatMoney(minor, booking.currency);
  return (
    <article className="space-y-5 rounded-2xl border border-line p-4 sm:p-6" aria-label="Booking">
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">{booking.space.title}</h2>
          <BookingStatusBadge status={booking.status} />
        </div>
        <p className="text-sm">
          {formatRange(booking.start_time, booking.end_time, booking.time_zone)}
          <span className="text-muted"> · {zoneName(booking.time_zone)}</span>
        </p>
        <p className="text-sm text-muted">
          Guest {booking.guest_email} · Host {booking.host_email}
        </p>
      </header>
      <dl className="tabular grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <Figure label="Total paid" value={money(booking.total_price)} />
        <Figure label="Platform fee" value={money(booking.platform_fee_amount)} />
        <Figure label="Refunded" value={money(booking.refunded_amount)} />
        <Figure label="Refundable" value={money(booking.refundable)} />
        {booking.payout && (
          <Figure
            label="Host payout"
            // A cancelled payout pays nothing: its row keeps the amount it was scheduled for.
            value={`${money(booking.payout.status === 'cancelled' ? 0 : booking.payout.amount)} (${booking.payout.status})${
              booking.payout.adjustment_amount
                ? `, ${money(booking.payout.adjustment_amount)} adjusted`
                : ''
            }`}
          />
        )}
      </dl>
      {booking.refunds.length > 0 && (
        <section>
          <h3 className="mb-2 font-semibold">Refunds</h3>
          <ul className="space-y-2 text-sm" aria-label="Refunds">
            {booking.refunds.map((refund) => (
              <li key={refund.id} className="rounded-xl bg-surface p-3">
                <p className="tabular font-medium">
                  {money(refund.amount)} · {refund.status}
                  <span className="font-normal text-muted">
                    {' '}
                    · host {money(refund.host_share)}, platform{' '}
                    {money(refund.amount - refund.host_share)}
                  </span>
                </p>
                <p>{refund.reason}</p>
                <p className="text-muted">
                  {formatMoment(refund.created_at)}
                  {refund.admin_email ? ` by ${refund.admin_email}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {booking.refundable > 0 && <RefundForm booking={booking} onRefunded={onChange} />}
    </article>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

type Errors = { amount?: string; reason?: string; form?: string };

/**
 * The refund: an amount in the booking's currency and a reason. One idempotency key per refund
 * meant: a retry after a failure sends the same one, so the refund is made once; a new key is made
 * after a refund succeeds.
 */
function RefundForm({
  booking,
  onRefunded,
}: {
  booking: AdminBooking;
  onRefunded(booking: AdminBooking): void;
}) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const digits = minorDigits(booking.currency);

  function check(): Errors | { amount: number; reason: string } {
    const typed = Number(amount);
    if (amount.trim() === '' || !Number.isFinite(typed) || typed <= 0)
      return { amount: ADMIN_REFUND_TEXT.amountRequired };
    if (!fitsMinorUnits(typed, booking.currency))
      return { amount: decimalsMessage(booking.currency) };
    const minor = toMinor(typed, booking.currency);
    if (minor > booking.refundable)
      return { amount: refundLeftMessage(booking.refundable, booking.currency) };
    const parsed = AdminRefundSchema.safeParse({ amount: minor, reason, idempotency_key: key });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return { [issue.path[0] === 'amount' ? 'amount' : 'reason']: issue.message };
    }
    return { amount: parsed.data.amount, reason: parsed.data.reason };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const checked = check();
    if (typeof checked.amount !== 'number') return setErrors(checked as Errors);
    setErrors({});
    setPending(true);
    try {
      const result = await api<AdminRefundResponse>(`${PATH}/${booking.id}/refunds`, {
        method: 'POST',
        body: { amount: checked.amount, reason: checked.reason, idempotency_key: key },
      });
      setDone(`Refunded ${formatMoney(result.refund.amount, booking.currency)}`);
      setAmount('');
      setReason('');
      setKey(crypto.randomUUID());
      onRefunded(result.booking);
    } catch (failure) {
      const fields = failure instanceof ApiRequestError ? failure.fields : {};
      setErrors({
        amount: fields.amount?.[0],
        reason: fields.reason?.[0],
        form:
          fields.amount || fields.reason
            ? undefined
            : errorMessage(failure, ADMIN_REFUND_TEXT.refundFailed),
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Refund"
      className="space-y-4 border-t border-line pt-4"
      noValidate
    >
      <h3 className="font-semibold">Refund</h3>
      <Field
        label={`Amount (${booking.currency})`}
        error={errors.amount}
        hint={`Up to ${formatMoney(booking.refundable, booking.currency)}`}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="number"
            inputMode="decimal"
            min={0}
            step={digits === 0 ? 1 : 0.01}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className="max-w-48"
          />
        )}
      </Field>
      <Field
        label="Reason"
        error={errors.reason}
        hint="The guest reads it on their booking and in the e-mail."
      >
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            maxLength={500}
          />
        )}
      </Field>
      {errors.form && <ErrorMessage>{errors.form}</ErrorMessage>}
      {done && (
        <p role="status" className="text-sm font-medium text-success-700">
          {done}
        </p>
      )}
      <Button type="submit" pending={pending}>
        Refund
      </Button>
    </form>
  );
}
