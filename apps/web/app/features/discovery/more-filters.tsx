import { countOf } from '@rentspace/core/intl';
import { Link } from 'react-router';
import { SlidersHorizontal } from 'lucide-react';
import { countMoreFilters, type ExploreFilters } from '@rentspace/core/discovery/filters';
import { SEARCH_MAX_HOURS, SEARCH_START_TIMES } from '@rentspace/core/discovery/constants';
import { REGION_NAMES } from '@rentspace/core/discovery/regions';
import type { ExploreOptions } from '@rentspace/core/discovery/public-api';
import { RENTAL_TYPES } from '@rentspace/core/listings/constants';
import { CURRENCIES } from '@rentspace/core/money/currencies';
import { Button } from '~/components/ui/button';
import { InputField, SelectField, type FieldErrors } from './filter-fields';

const RENTAL_TYPE_LABELS: Record<(typeof RENTAL_TYPES)[number], string> = {
  space: 'Spaces',
  vehicle: 'Vehicles',
  equipment: 'Equipment',
  service: 'Services',
  experience: 'Experiences',
};

interface MoreFiltersProps {
  filters: ExploreFilters;
  options: ExploreOptions;
  errors: FieldErrors;
  today: string;
  /** The chosen currency: prices and price orders need one. */
  currency: string;
  onCurrency: (currency: string) => void;
}

/** Type, rental type, region, size, price in one currency and the hours a space must be free. */
export function MoreFilters({
  filters,
  options,
  errors,
  today,
  currency,
  onCurrency,
}: MoreFiltersProps) {
  const more = countMoreFilters(filters);
  return (
    <details
      className="group rounded-[var(--radius-card)] border border-line"
      open={more > 0 || Object.keys(errors).length > 0}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 font-medium">
        <SlidersHorizontal className="size-4" aria-hidden />
        More filters{more > 0 ? ` (${more})` : ''}
      </summary>
      <div className="grid gap-4 border-t border-line p-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label="Type" name="type" errors={errors} defaultValue={filters.type ?? ''}>
          <option value="">All types</option>
          {options.types.map((type) => (
            <option key={type.name} value={type.name}>
              {type.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Rental type"
          name="rental_type"
          errors={errors}
          defaultValue={filters.rental_type ?? ''}
        >
          <option value="">Everything</option>
          {RENTAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {RENTAL_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Region"
          name="region"
          // A filter, not the visitor's address: 'region' is also an address autofill name.
          autoComplete="off"
          errors={errors}
          defaultValue={filters.region ?? ''}
        >
          <option value="">All regions</option>
          {REGION_NAMES.map((region) => (
            <option key={region}>{region}</option>
          ))}
        </SelectField>
        <InputField
          label="People"
          name="capacity"
          errors={errors}
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          defaultValue={filters.capacity}
        />
        <SelectField
          label="Currency"
          name="currency"
          errors={errors}
          value={currency}
          onChange={(event) => onCurrency(event.target.value)}
        >
          <option value="">Any currency</option>
          {CURRENCIES.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </SelectField>
        <InputField
          label="Min price per hour"
          name="min_price"
          errors={errors}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          disabled={!currency}
          defaultValue={filters.min_price}
          hint={currency ? undefined : 'Choose a currency first'}
        />
        <InputField
          label="Max price per hour"
          name="max_price"
          errors={errors}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          disabled={!currency}
          defaultValue={filters.max_price}
        />
        <div aria-hidden className="hidden lg:block" />
        <InputField
          label="Date"
          name="date"
          errors={errors}
          type="date"
          min={today}
          defaultValue={filters.date}
        />
        <SelectField
          label="Start time"
          name="start"
          errors={errors}
          defaultValue={filters.start ?? ''}
        >
          <option value="">Any time</option>
          {SEARCH_START_TIMES.map((time) => (
            <option key={time}>{time}</option>
          ))}
        </SelectField>
        <SelectField
          label="Duration"
          name="duration"
          errors={errors}
          defaultValue={filters.duration ?? ''}
        >
          <option value="">{countOf(1, 'hour')}</option>
          {Array.from({ length: SEARCH_MAX_HOURS - 1 }, (_, i) => i + 2).map((hours) => (
            <option key={hours} value={String(hours)}>
              {countOf(hours, 'hour')}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end gap-3">
          <Button type="submit" data-focus-key="apply-filters">
            Apply filters
          </Button>
          <Link
            to="/explore"
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
          >
            Clear all
          </Link>
        </div>
      </div>
    </details>
  );
}
