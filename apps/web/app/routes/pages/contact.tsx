import { Link, useSearchParams, type MetaDescriptor } from 'react-router';
import { Clock, MapPin, MessageCircle } from 'lucide-react';
import type { Route } from './+types/contact';
import { CONTACT_SUBJECTS, type ContactSubject } from '@rentspace/core/contact/constants';
import { ContactForm, StaticPage, staticMeta } from '~/features/static-pages';

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return staticMeta({
    title: 'Contact Us',
    description:
      'Questions about a booking, a payout or a partnership? Write to the Rentspace team; we reply within one business day.',
    route: 'routes/pages/contact',
    matches,
  });
}

const isSubject = (value: string | null): value is ContactSubject =>
  (CONTACT_SUBJECTS as readonly string[]).includes(value ?? '');

export default function Contact() {
  const [params] = useSearchParams();
  const subject = params.get('subject');
  const about = params.get('about')?.slice(0, 200);
  return (
    <StaticPage
      title="Contact Us"
      lead="Questions about a booking, a payout or a partnership? Send us a message and we will get back to you within one business day."
    >
      <div className="grid gap-12 lg:grid-cols-[2fr_1fr]">
        <ContactForm
          initialSubject={isSubject(subject) ? subject : undefined}
          initialMessage={about ? `${about}\n\n` : undefined}
        />
        <aside className="space-y-6 text-sm">
          <div className="flex gap-3">
            <MessageCircle className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <h2 className="font-semibold">Live chat</h2>
              <p className="text-muted">Monday to Friday, 9 am to 6 pm PST.</p>
            </div>
          </div>
          <div className="flex gap-3">
            <Clock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <h2 className="font-semibold">Response time</h2>
              <p className="text-muted">
                Within one business day. Urgent issue during a booking? Choose Support as the
                subject.
              </p>
            </div>
          </div>
          <div className="flex gap-3">
            <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <h2 className="font-semibold">Office</h2>
              <p className="text-muted">Rentspace, Tampa, Florida, United States</p>
            </div>
          </div>
          <p className="text-muted">
            Many answers are already in the{' '}
            <Link to="/help" className="font-medium text-brand-700 underline">
              Help Center
            </Link>
            .
          </p>
        </aside>
      </div>
    </StaticPage>
  );
}
