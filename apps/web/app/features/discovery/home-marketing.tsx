import { Link } from 'react-router';
import {
  BadgeCheck,
  CalendarClock,
  CreditCard,
  PiggyBank,
  ShieldCheck,
  Wallet,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { ButtonLink } from '~/components/ui/button';

interface Benefit {
  Icon: LucideIcon;
  title: string;
  text: string;
}

const RENTER_BENEFITS: Benefit[] = [
  {
    Icon: PiggyBank,
    title: 'Save up to 70%',
    text: 'Pay for the hours you use instead of buying the gear or signing a lease for the room.',
  },
  {
    Icon: CalendarClock,
    title: 'By the hour, day, week or month',
    text: 'A studio for a morning, a van for a weekend, an office for a quarter.',
  },
  {
    Icon: ShieldCheck,
    title: 'Insurance protection',
    text: 'Every booking carries $1M liability insurance, so an accident does not become your bill.',
  },
  {
    Icon: CreditCard,
    title: 'Secure payments',
    text: 'Pay by card through our payment partner. Hosts never see your card number.',
  },
];

const OWNER_BENEFITS: Benefit[] = [
  {
    Icon: Wallet,
    title: 'Keep 90% of every booking',
    text: 'Listing is free. The platform fee is 10%, and your payout goes out 24 hours after each booking.',
  },
  {
    Icon: BadgeCheck,
    title: 'Verified renters',
    text: 'Every renter verifies their identity before they can book your space.',
  },
  {
    Icon: ShieldCheck,
    title: 'Insurance protection',
    text: '$1M liability cover for your space and your equipment during every rental.',
  },
  {
    Icon: CalendarClock,
    title: 'Your calendar, your rules',
    text: 'Choose the hours you rent, block the days you need, pause your listing any time.',
  },
];

function BenefitList({
  title,
  intro,
  benefits,
  cta,
}: {
  title: string;
  intro: string;
  benefits: Benefit[];
  cta: { to: string; label: string };
}) {
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 sm:p-8">
      <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
      <p className="mt-2 text-muted">{intro}</p>
      <ul className="mt-6 space-y-5">
        {benefits.map(({ Icon, title: heading, text }) => (
          <li key={heading} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden />
            </span>
            <span>
              <span className="block font-semibold">{heading}</span>
              <span className="text-sm text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <ButtonLink to={cta.to} variant="secondary" className="mt-8">
        {cta.label}
      </ButtonLink>
    </div>
  );
}

const COMPANY_FIGURES = [
  { value: '24/7', label: 'Uptime monitoring' },
  { value: '50+', label: 'Team members' },
  { value: '100K+', label: 'Users' },
];

const TESTIMONIALS = [
  {
    quote:
      'I used to rent a studio by the month and use it eight days. Now I book a daylight loft two mornings a week and my rent went from $2,400 to about $700.',
    name: 'Maya Chen',
    role: 'Product photographer, Los Angeles',
  },
  {
    quote:
      'Our riverside lawn sat empty most weekends. Listing it took twenty minutes; it now hosts a wedding or a birthday almost every Saturday, and the payouts arrive like clockwork.',
    name: 'Marcus Reed',
    role: 'Host, Riverview, Florida',
  },
];

const CITY_LINKS = [
  ['new-york', 'New York'],
  ['los-angeles', 'Los Angeles'],
  ['chicago', 'Chicago'],
  ['houston', 'Houston'],
  ['phoenix', 'Phoenix'],
  ['philadelphia', 'Philadelphia'],
  ['san-antonio', 'San Antonio'],
  ['san-diego', 'San Diego'],
  ['dallas', 'Dallas'],
  ['san-jose', 'San Jose'],
  ['riverview', 'Riverview'],
  ['london', 'London'],
  ['paris', 'Paris'],
  ['tokyo', 'Tokyo'],
  ['sydney', 'Sydney'],
  ['dubai', 'Dubai'],
] as const;

/** The home page's trailing sections: cities, benefits, the Tampa company block, testimonials. */
export function HomeMarketing() {
  return (
    <div className="container-page space-y-16 pb-6">
      <section aria-labelledby="cities-heading">
        <h2 id="cities-heading" className="text-2xl font-semibold tracking-tight">
          Explore by city
        </h2>
        <ul className="mt-5 flex flex-wrap gap-2">
          {CITY_LINKS.map(([slug, name]) => (
            <li key={slug}>
              <Link
                to={`/${slug}`}
                className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm hover:bg-surface"
              >
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <BenefitList
          title="For renters"
          intro="Everything you need for a shoot, a meeting or a weekend away, without owning it."
          benefits={RENTER_BENEFITS}
          cta={{ to: '/explore', label: 'Find a space' }}
        />
        <BenefitList
          title="For owners"
          intro="Turn the space and gear you already have into income, on your schedule."
          benefits={OWNER_BENEFITS}
          cta={{ to: '/create-listing', label: 'List your space' }}
        />
      </div>
      <section
        aria-labelledby="company-heading"
        className="rounded-[var(--radius-card)] bg-brand-900 px-6 py-10 text-white sm:px-10"
      >
        <h2 id="company-heading" className="text-2xl font-semibold tracking-tight">
          Built in Tampa, Florida
        </h2>
        <p className="mt-3 max-w-2xl text-white/85">
          Rentspace started in a shared workshop in Tampa, where we kept lending out the same tools
          and rooms. Today a team across three time zones keeps the marketplace running for guests
          and hosts around the world.
        </p>
        <dl className="mt-8 grid grid-cols-3 gap-4">
          {COMPANY_FIGURES.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse">
              <dt className="text-sm text-white/80">{figure.label}</dt>
              <dd className="tabular text-3xl font-bold sm:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="stories-heading">
        <h2 id="stories-heading" className="text-2xl font-semibold tracking-tight">
          Success stories
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {TESTIMONIALS.map((story) => (
            <figure
              key={story.name}
              className="rounded-[var(--radius-card)] border border-line bg-surface p-6"
            >
              <blockquote className="text-lg leading-relaxed">“{story.quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{story.name}</span>
                <span className="text-muted">, {story.role}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </section>
    </div>
  );
}
