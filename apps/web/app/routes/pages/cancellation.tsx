import { Link, type MetaDescriptor } from 'react-router';
import type { Route } from './+types/cancellation';
import { ProseSection, StaticPage, staticMeta } from '~/features/static-pages';

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return staticMeta({
    title: 'Cancellation Policy',
    description:
      'Flexible: full refund 24 hours or more before the start. Moderate: full refund 5 days or more before. Strict: 50% refund 7 days or more before.',
    route: 'routes/pages/cancellation',
    matches,
  });
}

/** The three policies (docs/product/booking-lifecycle.md#refunds-by-policy); the server refunds by the same rules. */
const POLICIES = [
  {
    name: 'Flexible',
    rule: 'Full refund when you cancel 24 hours or more before the start.',
    later: 'No refund when you cancel later.',
  },
  {
    name: 'Moderate',
    rule: 'Full refund when you cancel 5 days or more before the start.',
    later: 'No refund when you cancel later.',
  },
  {
    name: 'Strict',
    rule: '50% refund when you cancel 7 days or more before the start.',
    later: 'No refund when you cancel later.',
  },
];

export default function Cancellation() {
  return (
    <StaticPage
      title="Cancellation Policy"
      lead="Every listing has one of three cancellation policies, shown on the listing before you pay. Flexible is the default."
      updated="November 1, 2026"
    >
      <div className="space-y-10">
        <section aria-labelledby="policies">
          <h2 id="policies" className="sr-only">
            The three policies
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {POLICIES.map((policy) => (
              <li key={policy.name} className="rounded-[var(--radius-card)] border border-line p-5">
                <h3 className="text-lg font-semibold">{policy.name}</h3>
                <p className="mt-2 font-medium">{policy.rule}</p>
                <p className="mt-1 text-sm text-muted">{policy.later}</p>
              </li>
            ))}
          </ul>
        </section>
        <ProseSection title="How refunds work">
          <ul>
            <li>
              The notice counts from the moment you cancel to the booking’s start time, in the
              listing’s time zone.
            </li>
            <li>
              A refund covers what you paid, the 10% platform fee included, in the percentage your
              policy gives.
            </li>
            <li>Refunds take 5-7 business days to reach your card.</li>
            <li>
              Cancel from <Link to="/my-bookings">My Bookings</Link>; the time slot is freed for
              other guests straight away.
            </li>
          </ul>
        </ProseSection>
        <ProseSection title="Changing a booking">
          <p>
            Bookings can be modified up to 48 hours before the start. Write to us through the{' '}
            <Link to="/contact?subject=support">contact form</Link> with the subject Support and
            your booking reference.
          </p>
        </ProseSection>
        <ProseSection title="For hosts">
          <p>
            Host payouts go out 24 hours after a completed booking and arrive in 3-5 business days.
            When a guest cancels, the payout for that booking is cancelled and the slot opens again
            on your calendar.
          </p>
        </ProseSection>
      </div>
    </StaticPage>
  );
}
