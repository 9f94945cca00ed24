import { Link, type MetaDescriptor } from 'react-router';
import type { Route } from './+types/press';
import { CardGrid, ProseSection, StaticPage, staticMeta } from '~/features/static-pages';

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return staticMeta({
    title: 'Press',
    description:
      'News, facts and press contacts for Rentspace, the marketplace for renting spaces, vehicles and equipment by the hour.',
    route: 'routes/pages/press',
    matches,
  });
}

const RELEASES = [
  {
    date: 'October 2026',
    title: 'Rentspace opens in Seoul, Mumbai and Bangkok',
    text: 'Hosts in three new cities can list studios, kitchens and tours, priced in their own currency.',
  },
  {
    date: 'June 2026',
    title: 'Hourly bookings for boats and powersports',
    text: 'Kayaks, sailboats, ATVs and dirt bikes join spaces and gear, with safety equipment and insurance included.',
  },
  {
    date: 'March 2026',
    title: 'Rentspace passes 100,000 users',
    text: 'Renters report saving up to 70% compared with leases and purchases; owners keep 90% of every booking.',
  },
  {
    date: 'November 2025',
    title: 'Identity verification for all users',
    text: 'Every renter and every host now verifies their identity before their first booking.',
  },
];

const FACTS = [
  { title: 'Founded', text: 'In Tampa, Florida, out of a shared workshop.' },
  { title: 'Team', text: '50+ people across the Americas and Europe.' },
  { title: 'Users', text: 'More than 100,000 renters and owners.' },
  { title: 'Business model', text: 'A 10% platform fee on each booking; owners keep 90%.' },
  {
    title: 'Protection',
    text: '$1M liability insurance and secure card payments on every booking.',
  },
  { title: 'Availability', text: 'Bookable by the hour, day, week or month, in nine currencies.' },
];

export default function Press() {
  return (
    <StaticPage
      title="Press"
      lead="News about Rentspace, facts for your story and the people to ask."
    >
      <div className="space-y-12">
        <section aria-labelledby="releases">
          <h2 id="releases" className="mb-5 text-xl font-semibold tracking-tight">
            Announcements
          </h2>
          <ol className="space-y-4">
            {RELEASES.map((release) => (
              <li
                key={release.title}
                className="rounded-[var(--radius-card)] border border-line p-5"
              >
                <p className="text-sm text-subtle">{release.date}</p>
                <h3 className="mt-1 text-lg font-semibold">{release.title}</h3>
                <p className="mt-1 text-muted">{release.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="facts">
          <h2 id="facts" className="mb-5 text-xl font-semibold tracking-tight">
            Fast facts
          </h2>
          <CardGrid items={FACTS} />
        </section>
        <ProseSection title="Press contact">
          <p>
            Journalists can reach our communications team through the{' '}
            <Link to="/contact?subject=partnership">contact form</Link> with the subject
            Partnership. We answer press requests the same business day and can arrange interviews
            with our founders, hosts and renters.
          </p>
        </ProseSection>
      </div>
    </StaticPage>
  );
}
