import { Link, type MetaDescriptor } from 'react-router';
import type { Route } from './+types/privacy';
import { ProseSection, StaticPage, staticMeta } from '~/features/static-pages';

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return staticMeta({
    title: 'Privacy Policy',
    description:
      'What personal data Rentspace collects, why, who we share it with, how long we keep it and the rights you have.',
    route: 'routes/pages/privacy',
    matches,
  });
}

export default function Privacy() {
  return (
    <StaticPage
      title="Privacy Policy"
      lead="We collect what we need to run bookings safely and nothing more. This page explains what, why and for how long."
      updated="November 1, 2026"
    >
      <div className="space-y-4">
        <ProseSection title="Who we are">
          <p>
            Rentspace is operated from Tampa, Florida. We are responsible for the personal data
            described here.
          </p>
        </ProseSection>
        <ProseSection title="What we collect">
          <ul>
            <li>
              Account data: your email address, a hash of your password (never the password itself)
              and your profile.
            </li>
            <li>
              Listings: what hosts publish, including the address, which guests see only after a
              confirmed booking.
            </li>
            <li>
              Bookings and messages: dates, prices, the conversation between guest and host, and
              reviews.
            </li>
            <li>
              Payments: the payment reference and status. Card numbers go to our payment partner and
              never reach our servers.
            </li>
            <li>
              Contact form and newsletter: what you send us, so our team can answer and admins can
              see it.
            </li>
            <li>
              Technical data: request logs with your IP address, kept for security and rate limits.
            </li>
          </ul>
        </ProseSection>
        <ProseSection title="Why we use it">
          <ul>
            <li>To run your bookings: availability, payment, receipts, payouts and refunds.</li>
            <li>
              To keep everyone safe: identity verification, fraud prevention and limits on repeated
              attempts.
            </li>
            <li>To answer you: support requests and confirmations of what you sent us.</li>
            <li>To send the newsletter you asked for, once a month, until you unsubscribe.</li>
          </ul>
        </ProseSection>
        <ProseSection title="Who we share it with">
          <ul>
            <li>
              The other party of a booking: the host sees the guest’s name; the guest sees the
              host’s profile and, once confirmed, the address.
            </li>
            <li>Our payment partner (Stripe), to take payments and pay hosts out.</li>
            <li>Hosting and email providers that process data on our behalf under contract.</li>
            <li>Authorities, when the law requires it.</li>
          </ul>
          <p>We do not sell personal data.</p>
        </ProseSection>
        <ProseSection title="How long we keep it">
          <p>
            Account data as long as your account exists; booking and payment records for seven years
            for tax and accounting law; logs for 30 days.
          </p>
        </ProseSection>
        <ProseSection title="Your rights">
          <p>
            You can ask for a copy of your data, its correction or its deletion, and object to its
            use for the newsletter. Write to us through the{' '}
            <Link to="/contact?subject=support">contact form</Link>; we answer within 30 days.
          </p>
        </ProseSection>
        <ProseSection title="Cookies and storage">
          <p>
            See the <Link to="/cookies">Cookie Policy</Link> for what we keep in your browser.
          </p>
        </ProseSection>
      </div>
    </StaticPage>
  );
}
