import { Link, type MetaDescriptor } from 'react-router';
import type { Route } from './+types/cookies';
import { ProseSection, StaticPage, staticMeta } from '~/features/static-pages';

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return staticMeta({
    title: 'Cookie Policy',
    description:
      'Rentspace keeps your sign-in in your browser’s storage and uses no advertising or tracking cookies.',
    route: 'routes/pages/cookies',
    matches,
  });
}

const STORED = [
  {
    name: 'rentspace.auth',
    where: 'Local storage',
    why: 'Keeps you signed in: your session tokens, refreshed automatically.',
    how: 'Until you sign out',
  },
  {
    name: 'Payment cookies',
    where: 'Cookies set by Stripe',
    why: 'Fraud prevention while you pay by card (only on the payment step).',
    how: 'Set by Stripe',
  },
];

export default function Cookies() {
  return (
    <StaticPage
      title="Cookie Policy"
      lead="We keep very little in your browser, and none of it is for advertising."
      updated="November 1, 2026"
    >
      <div className="space-y-6">
        <div className="max-w-3xl overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">What Rentspace stores in your browser</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  What
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Where
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Why
                </th>
                <th scope="col" className="py-2 font-semibold">
                  How long
                </th>
              </tr>
            </thead>
            <tbody>
              {STORED.map((item) => (
                <tr key={item.name} className="border-b border-line align-top">
                  <th scope="row" className="py-3 pr-4 font-medium">
                    {item.name}
                  </th>
                  <td className="py-3 pr-4 text-muted">{item.where}</td>
                  <td className="py-3 pr-4 text-muted">{item.why}</td>
                  <td className="py-3 text-muted">{item.how}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ProseSection title="No tracking">
          <p>
            We use no analytics, advertising or social media cookies. Pages load no third-party
            scripts except Stripe’s, on the payment step.
          </p>
        </ProseSection>
        <ProseSection title="Your choice">
          <p>
            You can clear your browser’s storage at any time; you will be signed out. More about
            your data is in our <Link to="/privacy">Privacy Policy</Link>.
          </p>
        </ProseSection>
      </div>
    </StaticPage>
  );
}
