import { CURRENCIES } from '@rentspace/core/money/currencies';
import {
  FAVORITE_FILTER_KEYS,
  type FavoriteFilters as Filters,
} from '@rentspace/core/favorites/filters';
import { Field, Input, inputClasses } from '~/components/ui/field';
import { Button } from '~/components/ui/button';

/**
 * The explore page's filters that make sense for the saved list: text, type, and an hourly price
 * range in a currency. Each change is in the URL at once (the list is already in the browser).
 */
export function FavoriteFilters({
  filters,
  types,
  onChange,
}: {
  filters: Filters;
  types: string[];
  onChange: (next: Filters) => void;
}) {
  const set = (key: keyof Filters, value: string) => {
    const next = { ...filters, [key]: value };
    // Prices are in a currency: without one they mean nothing.
    if (key === 'currency' && !value) {
      delete next.min_price;
      delete next.max_price;
    }
    onChange(next);
  };
  const any = FAVORITE_FILTER_KEYS.some((key) => filters[key]);
  return (
    <form
      role="search"
      aria-label="Filter saved spaces"
      className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <Field label="Search saved spaces">
        {({ id }) => (
          <Input
            id={id}
            type="search"
            value={filters.q ?? ''}
            placeholder="Title, place or country"
            onChange={(event) => set('q', event.target.value)}
          />
        )}
      </Field>
      <Field label="Type">
        {({ id }) => (
          <select
            id={id}
            className={inputClasses}
            value={filters.type ?? ''}
            onChange={(event) => set('type', event.target.value)}
          >
            <option value="">All types</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {type.charAt(0).toUpperCase() + type.slice(1)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Currency">
        {({ id }) => (
          <select
            id={id}
            className={inputClasses}
            value={filters.currency ?? ''}
            onChange={(event) => set('currency', event.target.value)}
          >
            <option value="">Any currency</option>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Min price per hour">
        {({ id }) => (
          <Input
            id={id}
            inputMode="decimal"
            disabled={!filters.currency}
            value={filters.min_price ?? ''}
            onChange={(event) => set('min_price', event.target.value)}
          />
        )}
      </Field>
      <Field label="Max price per hour">
        {({ id }) => (
          <Input
            id={id}
            inputMode="decimal"
            disabled={!filters.currency}
            value={filters.max_price ?? ''}
            onChange={(event) => set('max_price', event.target.value)}
          />
        )}
      </Field>
      {any && (
        <Button type="button" variant="secondary" onClick={() => onChange({})}>
          Clear all
        </Button>
      )}
    </form>
  );
}
