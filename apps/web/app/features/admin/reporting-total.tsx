import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  ExchangeRatesInputSchema,
  parseRatesCsv,
  RATES_TEXT,
  type ExchangeRates,
} from '@rentspace/core/admin/reporting';
import { formatMoney } from '@rentspace/core/money/currencies';
import { api, errorMessage } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { Field, Input, Textarea } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';

const PATH = '/rest/v1/admin/exchange-rates';

/** The rates as the form shows them: one `currency,rate` a line. */
const asCsv = (rates: ExchangeRates['rates']) =>
  rates
    ? Object.entries(rates.rates)
        .map(([currency, rate]) => `${currency},${rate}`)
        .join('\n')
    : '';

/**
 * The revenue of every currency as one total in the reporting currency, at the rates an admin
 * entered or imported with their date; without a rate it says so instead of guessing
 * (docs/product/admin-and-analytics.md#total-in-the-reporting-currency).
 */
export function ReportingTotal({ initial }: { initial: ExchangeRates }) {
  const [state, setState] = useState(initial);
  const [date, setDate] = useState(initial.rates?.date ?? '');
  const [text, setText] = useState(asCsv(initial.rates));
  const [errors, setErrors] = useState<{ date?: string; rates?: string; form?: string }>({});
  const [pending, setPending] = useState(false);
  const reporting = state.reporting_currency;

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = parseRatesCsv(text);
    if ('error' in parsed) return setErrors({ rates: parsed.error });
    const body = ExchangeRatesInputSchema.safeParse({ date, rates: parsed.rates });
    if (!body.success) {
      const issue = body.error.issues[0]!;
      return setErrors(
        issue.path[0] === 'date' ? { date: issue.message } : { rates: issue.message },
      );
    }
    setErrors({});
    setPending(true);
    try {
      setState(await api<ExchangeRates>(PATH, { method: 'POST', body: body.data }));
    } catch (failure) {
      setErrors({ form: errorMessage(failure, 'Failed to save the rates') });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-4">
      {/* The total as a headline figure; without one, what is missing as a message. */}
      <p
        className={state.revenue_total !== null ? 'text-3xl font-semibold tabular' : 'text-base'}
        aria-live="polite"
      >
        {state.revenue_total !== null
          ? formatMoney(state.revenue_total, reporting)
          : state.rates === null
            ? RATES_TEXT.noRates(reporting)
            : RATES_TEXT.missing(state.missing, reporting)}
      </p>
      {state.rates && (
        <p className="text-sm text-muted">
          At the rates of {state.rates.date}, one unit of each currency in {reporting}.
        </p>
      )}
      <form
        onSubmit={save}
        aria-label="Exchange rates"
        className="grid gap-4 sm:grid-cols-[12rem_1fr]"
        noValidate
      >
        <Field label="Date of the rates" error={errors.date}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field
          label={`Rates to ${reporting}`}
          error={errors.rates}
          hint="One currency a line with its rate, like EUR,1.08; or import a CSV file."
        >
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className="font-mono"
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" pending={pending}>
            Save rates
          </Button>
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line px-4 text-sm font-medium hover:bg-surface">
            Import CSV
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              className="sr-only"
              onChange={importFile}
            />
          </label>
        </div>
        {errors.form && <ErrorMessage className="sm:col-span-2">{errors.form}</ErrorMessage>}
      </form>
    </div>
  );
}
