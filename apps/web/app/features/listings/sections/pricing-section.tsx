import { CURRENCIES, minorDigits } from '@rentspace/core/money/currencies';
import { Section, SelectField, TextField, type ListingForm } from '../controls';

const RATES = [
  ['daily_price', 'Daily rate'],
  ['weekly_price', 'Weekly rate'],
  ['monthly_price', 'Monthly rate'],
  ['yearly_price', 'Yearly rate'],
] as const;

/** The hourly rate (required), the optional longer rates and the listing's currency. */
export function PricingSection({ form }: { form: ListingForm }) {
  const currency = form.watch('currency');
  // Whole numbers for currencies without a minor unit (JPY, KRW), else cents (docs/product/money.md#minor-units).
  const step = minorDigits(currency) === 0 ? '1' : '0.01';
  const money = { type: 'number', min: 0, step, inputMode: 'decimal' as const };
  return (
    <Section
      title="Pricing"
      description="Guests pay a 10% platform fee on top; you keep 90% of the rental price."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="hourly_price" label={`Hourly rate (${currency})`} {...money} />
        <SelectField
          form={form}
          name="currency"
          label="Currency"
          options={CURRENCIES.map((code) => ({ value: code, label: code }))}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {RATES.map(([name, label]) => (
          <TextField
            key={name}
            form={form}
            name={name}
            label={`${label} (${currency}, optional)`}
            {...money}
          />
        ))}
      </div>
    </Section>
  );
}
