import { Lock } from 'lucide-react';
import { TEXT_LIMITS, MAX_CAPACITY } from '@rentspace/core/listings/limits';
import { PUBLISH_ADDRESS_FIELDS, PUBLISH_ADDRESS_MESSAGE } from '@rentspace/core/listings/schema';
import { ErrorMessage } from '~/components/ui/states';
import { Section, SelectField, TextField, type ListingForm } from '../controls';
import { PinField } from './pin-field';

function timeZones(current: string): { value: string; label: string }[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  const all = zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** Where it is and how many it takes. The full address is needed to publish, and stays private. */
export function PlaceSection({ form }: { form: ListingForm }) {
  const addressMissing = PUBLISH_ADDRESS_FIELDS.some(
    (field) => form.formState.errors[field]?.message === PUBLISH_ADDRESS_MESSAGE,
  );
  return (
    <Section title="Location and capacity">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="location"
          label="Location"
          hint="The city or neighbourhood guests see, e.g. Brooklyn"
          maxLength={TEXT_LIMITS.location}
        />
        <TextField
          form={form}
          name="country"
          label="Country"
          autoComplete="country-name"
          maxLength={TEXT_LIMITS.country}
        />
        <TextField
          form={form}
          name="capacity"
          label="Capacity (people)"
          type="number"
          min={1}
          max={MAX_CAPACITY}
          step={1}
          inputMode="numeric"
        />
        <SelectField
          form={form}
          name="time_zone"
          label="Time zone"
          options={timeZones(form.getValues('time_zone'))}
        />
      </div>
      <div className="space-y-4 rounded-xl bg-surface p-4">
        <p className="flex items-start gap-2 text-sm text-muted">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
          The address is shared with guests only after a booking is confirmed. It is required to
          publish.
        </p>
        {addressMissing && <ErrorMessage>{PUBLISH_ADDRESS_MESSAGE}</ErrorMessage>}
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <TextField
            form={form}
            name="street_address"
            label="Street address"
            autoComplete="street-address"
            maxLength={TEXT_LIMITS.street_address}
          />
          <TextField
            form={form}
            name="unit_number"
            label="Unit (optional)"
            autoComplete="address-line2"
            maxLength={TEXT_LIMITS.unit_number}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            form={form}
            name="city"
            label="City"
            autoComplete="address-level2"
            maxLength={TEXT_LIMITS.city}
          />
          <TextField
            form={form}
            name="state"
            label="State or region"
            autoComplete="address-level1"
            maxLength={TEXT_LIMITS.state}
          />
          <TextField
            form={form}
            name="postal_code"
            label="Postal code"
            autoComplete="postal-code"
            maxLength={TEXT_LIMITS.postal_code}
          />
        </div>
        <PinField form={form} />
      </div>
    </Section>
  );
}
