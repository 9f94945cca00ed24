import { countOf } from '@rentspace/core/intl';
import type { MetaDescriptor } from 'react-router';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, Search } from 'lucide-react';
import type { Route } from './+types/help';
import { inputClasses } from '~/components/ui/field';
import { cx } from '~/components/ui/cx';
import { FAQ, searchFaq, StaticPage, staticMeta } from '~/features/static-pages';

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return staticMeta({
    title: 'Help Center',
    description:
      'Answers about booking, hosting and your account on Rentspace: payments, refunds, payouts, cancellations and more.',
    route: 'routes/pages/help',
    matches,
  });
}

export default function Help() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string | null>(FAQ[0]!.name);
  const categories = searchFaq(FAQ, query);
  // One category expanded at a time; while searching, the first one with answers opens by itself.
  const expanded = categories.some((category) => category.name === open)
    ? open
    : (categories[0]?.name ?? null);

  return (
    <StaticPage
      title="Help Center"
      lead="Answers about booking, hosting and your account. Can’t find yours? Our team replies within one business day."
    >
      <div className="max-w-3xl">
        <div className="relative" role="search">
          <label htmlFor="faq-search" className="sr-only">
            Search the help center
          </label>
          <Search
            className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-subtle"
            aria-hidden
          />
          <input
            id="faq-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search questions, e.g. refund"
            className={cx(inputClasses, 'pl-11')}
            aria-controls="faq-categories"
          />
        </div>
        <p className="sr-only" role="status">
          {query
            ? `${countOf(
                categories.reduce((sum, category) => sum + category.entries.length, 0),
                'answer',
              )} found`
            : ''}
        </p>
        <div id="faq-categories" className="mt-8 space-y-4">
          {categories.length === 0 && (
            <div className="rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center">
              <p className="font-semibold">No answers match “{query}”.</p>
              <p className="mt-1 text-muted">
                Try another word, or{' '}
                <Link
                  to="/contact?subject=support"
                  className="font-medium text-brand-700 underline"
                >
                  ask our support team
                </Link>
                .
              </p>
            </div>
          )}
          {categories.map((category) => {
            const isOpen = expanded === category.name;
            const panel = `faq-${category.name.toLowerCase()}`;
            return (
              <section
                key={category.name}
                className="rounded-[var(--radius-card)] border border-line"
              >
                <h2>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panel}
                    onClick={() => setOpen(isOpen ? null : category.name)}
                    className="flex min-h-14 w-full items-center justify-between gap-4 px-5 text-left text-lg font-semibold"
                  >
                    <span>
                      {category.name}{' '}
                      <span className="text-sm font-normal text-muted">
                        ({category.entries.length})
                      </span>
                    </span>
                    <ChevronDown
                      className={cx(
                        'size-5 transition-transform motion-reduce:transition-none',
                        isOpen && 'rotate-180',
                      )}
                      aria-hidden
                    />
                  </button>
                </h2>
                <div id={panel} hidden={!isOpen} className="border-t border-line px-5 py-4">
                  <dl className="space-y-5">
                    {category.entries.map((entry) => (
                      <div key={entry.question}>
                        <dt className="font-semibold">{entry.question}</dt>
                        <dd className="mt-1 leading-relaxed text-muted">{entry.answer}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              </section>
            );
          })}
        </div>
      </div>
    </StaticPage>
  );
}
