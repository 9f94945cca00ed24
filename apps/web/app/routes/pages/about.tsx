import { Link, type MetaDescriptor } from 'react-router';
import type { Route } from './+types/about';
import { ButtonLink } from '~/components/ui/button';
import { CardGrid, ProseSection, StaticPage, staticMeta } from '~/features/static-pages';

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return staticMeta({
    title: 'About Rentspace',
    description:
      'Rentspace is a marketplace from Tampa, Florida for renting spaces, vehicles, equipment and experiences by the hour, day, week or month. Owners keep 90%.',
    route: 'routes/pages/about',
    matches,
  });
}

const CLAIMS = [
  {
    title: 'Save up to 70%',
    text: 'Renting a studio for the mornings you shoot costs a fraction of a monthly lease or buying the gear.',
  },
  {
    title: 'By the hour, day, week or month',
    text: 'Hourly bookings start between 09:00 and 21:00; longer stays are priced per day, week or month.',
  },
  {
    title: 'Owners keep 90%',
    text: 'The platform fee is 10% of the rental price, shown as its own line before anyone pays.',
  },
  {
    title: '$1M liability insurance',
    text: 'Insurance protection covers every booking, for the renter and for the owner.',
  },
  {
    title: 'Secure payments',
    text: 'Cards are handled by our payment partner. Hosts never see a card number, renters never pay in cash.',
  },
  {
    title: 'Verified renters',
    text: 'Identity verification for all users before their first booking, so owners know who is coming.',
  },
];

const FIGURES = [
  { value: '100K+', label: 'Users' },
  { value: '50+', label: 'Team members' },
  { value: '24/7', label: 'Uptime monitoring' },
  { value: '9', label: 'Currencies' },
];

export default function About() {
  return (
    <StaticPage
      title="About Rentspace"
      lead="We help people rent the space and the things they need for exactly as long as they need them, and help owners earn from what would otherwise stand empty."
    >
      <div className="space-y-12">
        <ProseSection title="Our story">
          <p>
            Rentspace began in a shared workshop in Tampa, Florida. The photographers, carpenters
            and cooks who worked there kept lending each other rooms, tools and vans, and kept
            losing track of who had what and who owed whom. We built a simple booking calendar for
            the building; within a year, people from across the city were asking to use it.
          </p>
          <p>
            Today Rentspace lists studios, meeting rooms, venues, rooftops and kitchens alongside
            camper vans, boats, cameras, power tools, private chefs and guided tours, in cities from
            New York and Riverview to London, Tokyo and Sydney.
          </p>
        </ProseSection>
        <section aria-labelledby="promises">
          <h2 id="promises" className="mb-5 text-xl font-semibold tracking-tight">
            What we promise
          </h2>
          <CardGrid items={CLAIMS} />
        </section>
        <section
          aria-labelledby="numbers"
          className="rounded-[var(--radius-card)] bg-brand-900 px-6 py-10 text-white sm:px-10"
        >
          <h2 id="numbers" className="text-xl font-semibold tracking-tight">
            Rentspace in numbers
          </h2>
          <dl className="mt-6 grid grid-cols-2 gap-6 sm:grid-cols-4">
            {FIGURES.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse">
                <dt className="text-sm text-white/80">{figure.label}</dt>
                <dd className="tabular text-3xl font-bold">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <ProseSection title="How it works">
          <ul>
            <li>
              Search by city, category, price, size and the hours you need, then open a listing to
              see its calendar.
            </li>
            <li>
              Pick a time; the price, the 10% platform fee and the total are shown before you pay.
            </li>
            <li>
              Pay by card. Your slot is held while you pay and confirmed the moment the payment goes
              through.
            </li>
            <li>Hosts are paid 90% of the rental price 24 hours after the booking ends.</li>
            <li>
              Changed plans? Each listing shows its{' '}
              <Link to="/cancellation">cancellation policy</Link>; refunds take 5-7 business days.
            </li>
          </ul>
        </ProseSection>
        <ProseSection title="Where we work">
          <p>
            Our headquarters are in Tampa, Florida, and our team works across the Americas and
            Europe. Support is available by live chat Monday to Friday, 9 am to 6 pm PST, and
            through our <Link to="/contact">contact form</Link> at any time.
          </p>
        </ProseSection>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/explore">Explore Spaces</ButtonLink>
          <ButtonLink to="/careers" variant="secondary">
            Work with us
          </ButtonLink>
        </div>
      </div>
    </StaticPage>
  );
}
