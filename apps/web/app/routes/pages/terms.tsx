import { Link, type MetaDescriptor } from 'react-router';
import type { Route } from './+types/terms';
import { ProseSection, StaticPage, staticMeta } from '~/features/static-pages';

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return staticMeta({
    title: 'Terms of Service',
    description:
      'The rules for using Rentspace: accounts, listings, bookings, the 10% platform fee, payouts, cancellations and liability.',
    route: 'routes/pages/terms',
    matches,
  });
}

export default function Terms() {
  return (
    <StaticPage
      title="Terms of Service"
      lead="These terms apply to everyone who uses Rentspace, as a guest, a host or both. Please read them before you book or list."
      updated="November 1, 2026"
    >
      <div className="space-y-4">
        <ProseSection title="1. Your account">
          <p>
            You must be 18 or older and give accurate information. Keep your password to yourself;
            you are responsible for what happens under your account.
          </p>
        </ProseSection>
        <ProseSection title="2. Listings">
          <p>
            Hosts describe their space, vehicle, equipment, service or experience truthfully, have
            the right to rent it out and follow local laws, permits and insurance rules. Publishing
            requires a complete address. Hosts may pause a listing at any time.
          </p>
        </ProseSection>
        <ProseSection title="3. Bookings and prices">
          <ul>
            <li>
              A booking is confirmed only when its payment succeeds; the slot is held for 15 minutes
              while you pay.
            </li>
            <li>
              Prices are set by hosts per hour, and optionally per day (24 hours), week (168 hours)
              or month (720 hours), in the listing’s currency.
            </li>
            <li>
              Guests pay a platform fee of 10% of the rental price on top, shown before payment.
            </li>
          </ul>
        </ProseSection>
        <ProseSection title="4. Payouts">
          <p>
            Hosts receive 90% of the rental price. Payouts are released 24 hours after a completed
            booking and arrive in 3-5 business days, once the host has connected a payout account.
          </p>
        </ProseSection>
        <ProseSection title="5. Cancellations and refunds">
          <p>
            Guests may cancel under the listing’s policy as described in the{' '}
            <Link to="/cancellation">Cancellation Policy</Link>. Refunds take 5-7 business days.
          </p>
        </ProseSection>
        <ProseSection title="6. Conduct">
          <p>
            Treat spaces and people with respect, stay within the listed capacity, and keep payments
            and messages on Rentspace. We may suspend accounts that break these terms.
          </p>
        </ProseSection>
        <ProseSection title="7. Insurance and liability">
          <p>
            Bookings carry liability insurance of up to $1M under the terms of our policy. Beyond
            it, Rentspace is a marketplace: the rental contract is between guest and host, and our
            liability is limited to the fees we received for the booking concerned, except where the
            law does not allow such a limit.
          </p>
        </ProseSection>
        <ProseSection title="8. Law and disputes">
          <p>
            These terms are governed by the laws of the State of Florida. Tell us about a dispute
            through the <Link to="/contact?subject=support">contact form</Link> first; most are
            settled within days.
          </p>
        </ProseSection>
      </div>
    </StaticPage>
  );
}
