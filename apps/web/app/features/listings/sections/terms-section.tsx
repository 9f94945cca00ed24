import {
  BOOKING_MODES,
  BOOKING_MODE_LABELS,
  CANCELLATION_POLICIES,
  LOCATION_TYPES,
} from '@rentspace/core/listings/constants';
import { showsField } from '@rentspace/core/listings/fields';
import { MAX_AGE_RESTRICTION } from '@rentspace/core/listings/limits';
import { minorDigits } from '@rentspace/core/money/currencies';
import {
  CheckboxField,
  Section,
  SelectField,
  TextField,
  optionsOf,
  type ListingForm,
} from '../controls';

const MODE_HINTS = {
  instant: 'Guests book and pay at once',
  request:
    'You accept or decline each request within 24 hours; the card is charged when you accept',
} as const;

const POLICY_HINTS = {
  flexible: 'Full refund up to 24 hours before the start',
  moderate: 'Full refund up to 5 days before the start',
  strict: '50% refund up to 7 days before the start',
} as const;

/** Deposit, insurance, where it is handed over, delivery, licence, age, waiver, policy. */
export function TermsSection({ form }: { form: ListingForm }) {
  const [rentalType, currency, depositRequired, deliveryAvailable, policy, mode] = form.watch([
    'rental_type',
    'currency',
    'deposit_required',
    'delivery_available',
    'cancellation_policy',
    'booking_mode',
  ]);
  const shows = (field: Parameters<typeof showsField>[1]) => showsField(rentalType, field);
  const money = {
    type: 'number',
    min: 0,
    step: minorDigits(currency) === 0 ? '1' : '0.01',
    inputMode: 'decimal' as const,
  };
  return (
    <Section title="Rental terms">
      <div className="grid gap-x-5 sm:grid-cols-2">
        {shows('deposit_required') && (
          <CheckboxField form={form} name="deposit_required" label="Deposit required" />
        )}
        {shows('insurance_required') && (
          <CheckboxField form={form} name="insurance_required" label="Insurance required" />
        )}
        {shows('delivery_available') && (
          <CheckboxField form={form} name="delivery_available" label="Delivery available" />
        )}
        {shows('pickup_available') && (
          <CheckboxField form={form} name="pickup_available" label="Pickup available" />
        )}
        {shows('license_required') && (
          <CheckboxField form={form} name="license_required" label="Licence required" />
        )}
        {shows('waiver_required') && (
          <CheckboxField form={form} name="waiver_required" label="Waiver required" />
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {shows('deposit_amount') && depositRequired && (
          <TextField
            form={form}
            name="deposit_amount"
            label={`Deposit amount (${currency})`}
            {...money}
          />
        )}
        {shows('delivery_fee') && deliveryAvailable && (
          <TextField
            form={form}
            name="delivery_fee"
            label={`Delivery fee (${currency}, optional)`}
            {...money}
          />
        )}
        {shows('location_type') && (
          <SelectField
            form={form}
            name="location_type"
            label="Location type"
            options={optionsOf(LOCATION_TYPES)}
          />
        )}
        {shows('age_restriction') && (
          <TextField
            form={form}
            name="age_restriction"
            label="Minimum age (optional)"
            type="number"
            min={0}
            max={MAX_AGE_RESTRICTION}
            step={1}
            inputMode="numeric"
          />
        )}
        <SelectField
          form={form}
          name="cancellation_policy"
          label="Cancellation policy"
          hint={POLICY_HINTS[policy]}
          options={optionsOf(CANCELLATION_POLICIES)}
        />
        <SelectField
          form={form}
          name="booking_mode"
          label="How guests book"
          hint={MODE_HINTS[mode]}
          options={BOOKING_MODES.map((value) => ({ value, label: BOOKING_MODE_LABELS[value] }))}
        />
      </div>
    </Section>
  );
}
