import { Link } from 'react-router';
import { NewsletterForm } from './newsletter-form';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from './social-icons';

const COMPANY = [
  { to: '/about', label: 'About' },
  { to: '/careers', label: 'Careers' },
  { to: '/press', label: 'Press' },
  { to: '/blog', label: 'Blog' },
];
const SUPPORT = [
  { to: '/help', label: 'Help Center' },
  { to: '/safety', label: 'Safety' },
  { to: '/cancellation', label: 'Cancellation Policy' },
  { to: '/covid19', label: 'COVID-19 Response' },
];
const LEGAL = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/sitemap', label: 'Sitemap' },
];
const SOCIAL = [
  {
    href: 'https://www.instagram.com/rentspace',
    label: 'Rentspace on Instagram',
    Icon: InstagramIcon,
  },
  { href: 'https://x.com/rentspace', label: 'Rentspace on X', Icon: XIcon },
  {
    href: 'https://www.facebook.com/rentspace',
    label: 'Rentspace on Facebook',
    Icon: FacebookIcon,
  },
  {
    href: 'https://www.linkedin.com/company/rentspace',
    label: 'Rentspace on LinkedIn',
    Icon: LinkedInIcon,
  },
  { href: 'https://www.youtube.com/@rentspace', label: 'Rentspace on YouTube', Icon: YouTubeIcon },
];

function Column({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-9 items-center text-sm text-muted hover:text-ink"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-surface pb-24 md:pb-0">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1.4fr]">
        <Column title="Company" links={COMPANY} />
        <Column title="Support" links={SUPPORT} />
        <Column title="Legal" links={LEGAL} />
        <div>
          <h2 className="text-sm font-semibold text-ink">Stay in the loop</h2>
          <p className="mt-3 text-sm text-muted">
            New spaces, city guides and host tips, once a month.
          </p>
          <NewsletterForm />
          <ul className="mt-6 flex gap-1" aria-label="Social media">
            {SOCIAL.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={label}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-white hover:text-ink"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <p className="container-page py-6 text-sm text-muted">
          © {new Date().getFullYear()} Rentspace. Tampa, Florida.
        </p>
      </div>
    </footer>
  );
}
