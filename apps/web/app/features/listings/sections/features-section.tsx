import { CONDITIONS } from '@rentspace/core/listings/constants';
import { showsField } from '@rentspace/core/listings/fields';
import { TEXT_LIMITS, MIN_YEAR, maxYear } from '@rentspace/core/listings/limits';
import { Section, SelectField, TextField, optionsOf, type ListingForm } from '../controls';

/** Amenities for every listing; make, model, year, condition and safety gear where they apply. */
export function FeaturesSection({ form }: { form: ListingForm }) {
  const rentalType = form.watch('rental_type');
  const shows = (field: Parameters<typeof showsField>[1]) => showsField(rentalType, field);
  return (
    <Section title="Features">
      <TextField
        form={form}
        name="amenities"
        label="Amenities"
        hint="Separate them with commas, e.g. Wi-Fi, Parking, Kitchen"
      />
      {(shows('brand') || shows('model') || shows('year') || shows('condition')) && (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {shows('brand') && (
            <TextField form={form} name="brand" label="Brand" maxLength={TEXT_LIMITS.brand} />
          )}
          {shows('model') && (
            <TextField form={form} name="model" label="Model" maxLength={TEXT_LIMITS.model} />
          )}
          {shows('year') && (
            <TextField
              form={form}
              name="year"
              label="Year"
              type="number"
              min={MIN_YEAR}
              max={maxYear()}
              step={1}
              inputMode="numeric"
            />
          )}
          {shows('condition') && (
            <SelectField
              form={form}
              name="condition"
              label="Condition"
              options={optionsOf(CONDITIONS)}
            />
          )}
        </div>
      )}
      {shows('safety_equipment_included') && (
        <TextField
          form={form}
          name="safety_equipment_included"
          label="Safety equipment included"
          hint="Separate items with commas, e.g. Helmet, Life jacket"
        />
      )}
    </Section>
  );
}
