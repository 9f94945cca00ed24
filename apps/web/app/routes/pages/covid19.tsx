import { Link, type MetaDescriptor } from 'react-router';
import type { Route } from './+types/covid19';
import { ProseSection, StaticPage, staticMeta } from '~/features/static-pages';

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return staticMeta({
    title: 'COVID-19 Response',
    description:
      'How Rentspace hosts keep shared spaces clean and ventilated, and what to do if you are unwell before a booking.',
    route: 'routes/pages/covid19',
    matches,
  });
}

export default function Covid19() {
  return (
    <StaticPage
      title="COVID-19 Response"
      lead="Shared spaces work when everyone can trust them. These are the practices we ask of hosts and guests."
      updated="November 1, 2026"
    >
      <div className="space-y-6">
        <ProseSection title="Cleaning between bookings">
          <ul>
            <li>
              Hosts clean surfaces people touch (door handles, switches, tables, shared equipment)
              between bookings.
            </li>
            <li>Hosts leave soap, hand sanitiser and paper towels where guests can find them.</li>
            <li>Vehicles, boats and gear are wiped down before each rental.</li>
          </ul>
        </ProseSection>
        <ProseSection title="Fresh air and space">
          <p>
            Rooms are aired before each booking. Each listing shows its capacity; please keep your
            group within it so everyone has room.
          </p>
        </ProseSection>
        <ProseSection title="If you feel unwell">
          <p>
            Please do not come to a booking with symptoms of an infection. Cancellations follow the
            listing’s <Link to="/cancellation">cancellation policy</Link>; if you test positive
            shortly before a booking, write to us through the{' '}
            <Link to="/contact?subject=support">contact form</Link> and we will talk to the host
            about a new date.
          </p>
        </ProseSection>
        <ProseSection title="Local rules">
          <p>
            Where local health rules apply to events or shared spaces, hosts and guests follow them
            for every booking.
          </p>
        </ProseSection>
      </div>
    </StaticPage>
  );
}
