import { Link, type MetaDescriptor } from 'react-router';
import { Briefcase, MapPin } from 'lucide-react';
import type { Route } from './+types/careers';
import { buttonClasses } from '~/components/ui/button';
import { CardGrid, ProseSection, StaticPage, staticMeta } from '~/features/static-pages';

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return staticMeta({
    title: 'Careers at Rentspace',
    description:
      'Join the team building a marketplace for renting spaces, vehicles and equipment by the hour. Four open positions in Tampa and remote.',
    route: 'routes/pages/careers',
    matches,
  });
}

/** The four open positions (docs/product/pages-and-messages.md#static-pages). */
const POSITIONS = [
  {
    title: 'Senior Full-Stack Engineer',
    team: 'Engineering',
    place: 'Tampa, Florida or remote (Americas)',
    kind: 'Full time',
    text: 'Build booking, search and payment features in TypeScript, React and PostgreSQL, from the database schema to the last pixel.',
  },
  {
    title: 'Product Designer',
    team: 'Design',
    place: 'Tampa, Florida or remote (Americas, Europe)',
    kind: 'Full time',
    text: 'Shape how renters find the right space in seconds and how owners list theirs in minutes, on phones first.',
  },
  {
    title: 'Community Operations Specialist',
    team: 'Trust & Safety',
    place: 'Tampa, Florida',
    kind: 'Full time',
    text: 'Verify hosts, help guests in the middle of a booking and resolve disputes fairly, by chat and by phone.',
  },
  {
    title: 'City Growth Manager, Europe',
    team: 'Marketplace',
    place: 'London or Berlin',
    kind: 'Full time',
    text: 'Bring studios, venues and gear owners in London, Paris, Berlin and Amsterdam onto Rentspace and help them succeed.',
  },
];

const PERKS = [
  {
    title: 'Rent on us',
    text: '$1,000 a year of Rentspace credit for studios, vans, gear or a cooking class.',
  },
  { title: 'Health first', text: 'Medical, dental and vision cover for you and your family.' },
  {
    title: 'Flexible hours',
    text: 'Core hours of 11 am to 3 pm in your time zone; the rest is yours to arrange.',
  },
  { title: 'Time off', text: '25 days of paid holiday plus the public holidays where you live.' },
  { title: 'Learning budget', text: '$1,500 a year for courses, books and conferences.' },
  { title: 'Equity', text: 'Every employee owns a part of the company.' },
];

export default function Careers() {
  return (
    <StaticPage
      title="Careers at Rentspace"
      lead="We are 50+ people building a marketplace that helps renters save up to 70% and owners earn from what they already have. Come build it with us."
    >
      <div className="space-y-12">
        <section aria-labelledby="positions">
          <h2 id="positions" className="mb-5 text-xl font-semibold tracking-tight">
            Open positions
          </h2>
          <ul className="space-y-4">
            {POSITIONS.map((position) => (
              <li
                key={position.title}
                className="rounded-[var(--radius-card)] border border-line p-5 sm:flex sm:items-start sm:justify-between sm:gap-6"
              >
                <div>
                  <h3 className="text-lg font-semibold">{position.title}</h3>
                  <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                    <span className="inline-flex items-center gap-1">
                      <Briefcase className="size-4" aria-hidden /> {position.team}, {position.kind}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <MapPin className="size-4" aria-hidden /> {position.place}
                    </span>
                  </p>
                  <p className="mt-3 max-w-2xl">{position.text}</p>
                </div>
                <Link
                  to={`/contact?subject=general&about=${encodeURIComponent(`Application: ${position.title}`)}`}
                  className={buttonClasses('secondary', 'md', 'mt-4 shrink-0 sm:mt-0')}
                  aria-label={`Apply for ${position.title}`}
                >
                  Apply
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="perks">
          <h2 id="perks" className="mb-5 text-xl font-semibold tracking-tight">
            Why work here
          </h2>
          <CardGrid items={PERKS} />
        </section>
        <ProseSection title="How we hire">
          <p>
            Send us a short note about yourself and a link to your work through the Apply button. We
            answer every application within a week. Interviews are a 30-minute call, a paid
            take-home task of no more than four hours, and a conversation with the people you would
            work with.
          </p>
        </ProseSection>
      </div>
    </StaticPage>
  );
}
