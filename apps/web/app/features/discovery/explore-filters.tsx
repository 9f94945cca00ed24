import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, Link } from 'react-router';
import { Search } from 'lucide-react';
import {
  EXPLORE_FILTER_KEYS,
  withFilter,
  type ExploreFilterKey,
  type ExploreFilters,
} from '@rentspace/core/discovery/filters';
import {
  POPULAR_CATEGORIES,
  SEARCH_TEXT_MAX,
  SORT_LABELS,
  SEARCH_SORTS,
} from '@rentspace/core/discovery/constants';
import type { ExploreOptions } from '@rentspace/core/discovery/public-api';
import { Button } from '~/components/ui/button';
import { inputClasses } from '~/components/ui/field';
import { cx } from '~/components/ui/cx';
import { firstError, SelectField, type FieldErrors } from './filter-fields';
import { MoreFilters } from './more-filters';
import { NearMe } from './near-me';

interface ExploreFiltersProps {
  filters: ExploreFilters;
  options: ExploreOptions;
  errors: FieldErrors;
  /** Applies new filters (a navigation: the URL holds them). */
  apply: (filters: ExploreFilters) => void;
  /** 'today' in the viewer's calendar, for the date picker's minimum. */
  today: string;
}

const FORM_LABEL = 'Search and filters';
/** The control (its name or data-focus-key) that applied the filters, to focus in the next form. */
const focusAfterApply = { key: null as string | null };

function rememberFocus() {
  const active = document.activeElement;
  focusAfterApply.key =
    active instanceof HTMLElement && active.closest(`form[aria-label="${FORM_LABEL}"]`)
      ? (active.dataset.focusKey ?? active.getAttribute('name'))
      : null;
}

function restoreFocus(form: HTMLFormElement | null) {
  const key = focusAfterApply.key;
  focusAfterApply.key = null;
  if (!key) return;
  form
    ?.querySelector<HTMLElement>(`[data-focus-key="${key}"], [name="${key}"]:not([type="hidden"])`)
    ?.focus();
}

function readForm(form: HTMLFormElement): ExploreFilters {
  const data = new FormData(form);
  const filters: ExploreFilters = {};
  for (const key of EXPLORE_FILTER_KEYS) {
    const value = data.get(key);
    if (typeof value === 'string' && value.trim()) filters[key] = value.trim();
  }
  return filters;
}

/**
 * The explore form. A GET form, so it works before JavaScript loads; with JavaScript, the lists
 * apply as soon as they change and the rest on Search / Apply filters.
 */
export function ExploreFilterForm({
  filters,
  options,
  errors,
  apply: navigateTo,
  today,
}: ExploreFiltersProps) {
  const [currency, setCurrency] = useState(filters.currency ?? '');
  const formRef = useRef<HTMLFormElement>(null);

  // The form is drawn again for each new URL (so the back button shows that entry's filters):
  // the control that applied the filters gets the focus back in the new one.
  useEffect(() => restoreFocus(formRef.current), []);
  function apply(next: ExploreFilters) {
    rememberFocus();
    navigateTo(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(readForm(event.currentTarget));
  }
  const applyNow = (key: ExploreFilterKey) => (event: { currentTarget: HTMLSelectElement }) => {
    const form = event.currentTarget.form;
    if (form) apply({ ...readForm(form), [key]: event.currentTarget.value });
  };

  return (
    <Form
      ref={formRef}
      method="get"
      action="/explore"
      onSubmit={submit}
      className="space-y-5"
      aria-label={FORM_LABEL}
    >
      <div className="flex gap-2" role="search">
        <div className="relative flex-1">
          <label htmlFor="explore-q" className="sr-only">
            Search
          </label>
          <Search
            className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-subtle"
            aria-hidden
          />
          <input
            id="explore-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={SEARCH_TEXT_MAX}
            placeholder="Search by location, country, or title..."
            className={cx(inputClasses, 'pl-11')}
            aria-invalid={firstError(errors, 'q') ? true : undefined}
          />
        </div>
        <Button type="submit" data-focus-key="search">
          Search
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Location"
          name="location"
          errors={errors}
          defaultValue={filters.location ?? ''}
          onChange={applyNow('location')}
        >
          <option value="">All Locations</option>
          {options.locations.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Category"
          name="category"
          errors={errors}
          defaultValue={filters.category ?? ''}
          onChange={applyNow('category')}
        >
          <option value="">All categories</option>
          {options.categories.map((category) => (
            <optgroup key={category.name} label={category.label}>
              <option value={category.name}>All {category.label}</option>
              {category.subcategories.map((sub) => (
                <option key={sub.name} value={sub.name}>
                  {sub.label}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <SelectField
          label="Sort by"
          name="sort"
          errors={errors}
          defaultValue={filters.sort ?? (filters.near ? 'distance' : 'newest')}
          onChange={applyNow('sort')}
        >
          {/* By distance with a place, or when the address asks for it without one: the select
              then shows that order beside the search's "Choose a place to sort by distance". */}
          {SEARCH_SORTS.filter(
            (sort) => sort !== 'distance' || filters.near || filters.sort === 'distance',
          ).map((sort) => (
            <option key={sort} value={sort} disabled={sort.startsWith('price') && !currency}>
              {SORT_LABELS[sort]}
              {sort.startsWith('price') && !currency ? ' (choose a currency)' : ''}
            </option>
          ))}
        </SelectField>
      </div>
      <NearMe near={filters.near} onNear={(near) => apply(withFilter(filters, 'near', near))} />
      <nav aria-label="Popular categories" className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-muted">Popular:</span>
        {POPULAR_CATEGORIES.map((category) => (
          <Link
            key={category.name}
            to={`/explore?category=${category.name}`}
            aria-current={filters.category === category.name ? 'page' : undefined}
            className={cx(
              'inline-flex min-h-9 items-center rounded-full border px-3 text-sm',
              filters.category === category.name
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-line hover:bg-surface',
            )}
          >
            {category.label}
          </Link>
        ))}
      </nav>
      <MoreFilters
        filters={filters}
        options={options}
        errors={errors}
        today={today}
        currency={currency}
        onCurrency={setCurrency}
      />
      {filters.city && <input type="hidden" name="city" value={filters.city} />}
      {/* Set by Near me and the map, kept when the form is sent again. */}
      {(['near', 'radius_km', 'bbox'] as const).map(
        (key) => filters[key] && <input key={key} type="hidden" name={key} value={filters[key]} />,
      )}
    </Form>
  );
}
