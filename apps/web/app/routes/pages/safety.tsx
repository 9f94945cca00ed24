import { Link, type MetaDescriptor } from 'react-router';
import type { Route } from './+types/safety';
import { CardGrid, ProseSection, StaticPage, staticMeta } from '~/features/static-pages';

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return staticMeta({
    title: 'Safety',
    description:
      'Identity verification for all users, $1M liability insurance, secure payments and a team that answers when something goes wrong.',
    route: 'routes/pages/safety',
    matches,
  });
}

const PROTECTIONS = [
  {
    title: 'Identity verification',
    text: 'Identity verification for all users: renters and owners alike before their first booking.',
  },
  {
    title: '$1M liability insurance',
    text: 'Every booking is covered for injury to others and damage to their property.',
  },
  {
    title: 'Secure payments',
    text: 'Card payments are processed by our payment partner. Never pay a host in cash or by transfer.',
  },
  {
    title: 'Reviews you can trust',
    text: 'Only guests who completed a booking can review it, once.',
  },
  {
    title: 'Private addresses',
    text: 'A listing’s street address is shared only after the booking is confirmed.',
  },
  {
    title: 'People who answer',
    text: 'Our support team replies within one business day, and live chat runs Monday to Friday, 9 am to 6 pm PST.',
  },
];

export default function Safety() {
  return (
    <StaticPage
      title="Safety at Rentspace"
      lead="What we do to keep renters, owners and their spaces safe, and what you can do too."
    >
      <div className="space-y-10">
        <CardGrid items={PROTECTIONS} />
        <ProseSection title="Tips for renters">
          <ul>
            <li>
              Keep every message and every payment on Rentspace; we cannot protect a booking paid
              outside it.
            </li>
            <li>
              Read the listing’s rules, deposit and safety equipment before you book vehicles, boats
              or tools.
            </li>
            <li>
              Check the space when you arrive and tell the host about any damage you find, with
              photos.
            </li>
          </ul>
        </ProseSection>
        <ProseSection title="Tips for owners">
          <ul>
            <li>
              Describe your space honestly, with its limits: capacity, noise, parking and access.
            </li>
            <li>
              Ask for a licence, a minimum age or a signed waiver where your listing needs one.
            </li>
            <li>
              Keep smoke alarms, fire extinguishers and first aid kits where guests can find them.
            </li>
          </ul>
        </ProseSection>
        <ProseSection title="If something goes wrong">
          <p>
            In an emergency, call the local emergency number first. Then report what happened
            through the <Link to="/contact?subject=support">contact form</Link> with the subject
            Support within 24 hours, with photos and your booking reference.
          </p>
        </ProseSection>
      </div>
    </StaticPage>
  );
}
