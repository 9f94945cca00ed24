import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { REGION_NAMES } from '@rentspace/core/discovery/regions';
import {
  homeFilterFromParams,
  homeFilterReducer,
  homeFilterToParams,
  type HomeFilterEvent,
} from '@rentspace/core/discovery/home-filter';
import type { NamedOption } from '@rentspace/core/discovery/public-api';
import { SEARCH_TEXT_MAX } from '@rentspace/core/discovery/constants';
import { inputClasses } from '~/components/ui/field';
import { Button } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';

const TYPING_DELAY_MS = 300;

/**
 * The home filter (a pure reducer in packages/core) kept in the URL: a change is a navigation, so
 * the server renders it, it can be shared, and the back button undoes it.
 */
export function useHomeFilter() {
  const [params, setParams] = useSearchParams();
  const state = homeFilterFromParams(params);
  function dispatch(event: HomeFilterEvent, options: { replace?: boolean } = {}) {
    setParams(
      (current) => homeFilterToParams(homeFilterReducer(homeFilterFromParams(current), event)),
      {
        preventScrollReset: true,
        replace: options.replace,
      },
    );
  }
  return { state, dispatch };
}

export type HomeDispatch = ReturnType<typeof useHomeFilter>['dispatch'];

/** The search box (filters as you type) and the type filter. Without JavaScript it is a GET form. */
export function HomeSearchBar({
  search,
  type,
  types,
  dispatch,
}: {
  search: string;
  type: string | null;
  types: NamedOption[];
  dispatch: HomeDispatch;
}) {
  const [text, setText] = useState(search);
  // What this box last put in the URL, and the URL value it last saw: a change of the URL that
  // the box did not make (back button, Clear) replaces the text; its own echo does not.
  const [sent, setSent] = useState(search);
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    if (search !== sent) {
      setSent(search);
      setText(search);
    }
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function send(value: string, replace: boolean) {
    clearTimeout(timer.current);
    setSent(value.slice(0, SEARCH_TEXT_MAX).trim());
    dispatch({ kind: 'search', text: value }, { replace });
  }

  function onType(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(value, true), TYPING_DELAY_MS);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(text, false);
  }

  return (
    <Form
      method="get"
      role="search"
      onSubmit={onSubmit}
      className="flex flex-col gap-3 sm:flex-row"
    >
      <div className="relative flex-1">
        <label htmlFor="home-search" className="sr-only">
          Search spaces
        </label>
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-subtle"
          aria-hidden
        />
        <input
          id="home-search"
          name="q"
          type="search"
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          onChange={(event) => onType(event.target.value)}
          placeholder="Search by location, country, or title..."
          className={cx(inputClasses, 'pl-11')}
          autoComplete="off"
        />
      </div>
      <div className="sm:w-56">
        <label htmlFor="home-type" className="sr-only">
          Type of space
        </label>
        <select
          id="home-type"
          name="type"
          value={type ?? ''}
          onChange={(event) => dispatch({ kind: 'type', value: event.target.value || null })}
          className={inputClasses}
        >
          <option value="">All types</option>
          {types.map((option) => (
            <option key={option.name} value={option.name}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">Search</Button>
    </Form>
  );
}

/** Region buttons of International Spaces; the active one is pressed, and clicking it clears it. */
export function RegionButtons({
  region,
  dispatch,
}: {
  region: string | null;
  dispatch: HomeDispatch;
}) {
  return (
    <div role="group" aria-label="Filter by region" className="flex flex-wrap gap-2">
      {REGION_NAMES.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={region === name}
          onClick={() => dispatch({ kind: 'toggleRegion', region: name })}
          className={cx(
            'min-h-11 rounded-full border px-4 text-sm font-medium transition-colors duration-150',
            region === name
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-line bg-white text-ink hover:bg-surface',
          )}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
