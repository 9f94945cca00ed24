import { Link, type MetaDescriptor } from 'react-router';
import type { Route } from './+types/sitemap';
import { StaticPage, staticMeta } from '~/features/static-pages';

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return staticMeta({
    title: 'Sitemap',
    description:
      'Every page of Rentspace in one place: explore, your account, company pages, support, legal pages and city guides.',
    route: 'routes/pages/sitemap',
    matches,
  });
}

/** The sitemap's links (docs/product/pages-and-messages.md#static-pages), grouped. */
const GROUPS: { title: string; links: [string, string][] }[] = [
  {
    title: 'Rentspace',
    links: [
      ['/', 'Home'],
      ['/explore', 'Explore'],
      ['/about', 'About'],
      ['/contact', 'Contact'],
    ],
  },
  {
    title: 'Your account',
    links: [
      ['/dashboard', 'Dashboard'],
      ['/create-listing', 'List a Space'],
    ],
  },
  {
    title: 'Company',
    links: [
      ['/careers', 'Careers'],
      ['/press', 'Press'],
      ['/blog', 'Blog'],
    ],
  },
  {
    title: 'Support',
    links: [
      ['/help', 'Help Center'],
      ['/safety', 'Safety'],
      ['/cancellation', 'Cancellation Policy'],
      ['/covid19', 'COVID-19 Response'],
    ],
  },
  {
    title: 'Legal',
    links: [
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/cookies', 'Cookie Policy'],
    ],
  },
  {
    title: 'Cities',
    links: [
      ['/new-york', 'New York'],
      ['/london', 'London'],
      ['/tokyo', 'Tokyo'],
      ['/paris', 'Paris'],
      ['/sydney', 'Sydney'],
      ['/dubai', 'Dubai'],
    ],
  },
];

export default function Sitemap() {
  return (
    <StaticPage title="Sitemap" lead="Every part of Rentspace, in one place.">
      <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
        {GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={`group-${group.title}`}>
            <h2 id={`group-${group.title}`} className="text-lg font-semibold">
              {group.title}
            </h2>
            <ul className="mt-3 space-y-1">
              {group.links.map(([to, label]) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="inline-flex min-h-9 items-center text-brand-700 hover:underline"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </StaticPage>
  );
}
