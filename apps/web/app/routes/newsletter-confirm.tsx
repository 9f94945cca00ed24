import { NEWSLETTER_TEXT } from '@rentspace/core/contact/constants';
import type { Route } from './+types/newsletter-confirm';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/states';
import { confirmSubscription, NewsletterResult, type LinkOutcome } from '~/features/newsletter';

export const meta = () => [
  { title: 'Newsletter | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

/**
 * Following the link of a newsletter sign-up confirms it (docs/product/pages-and-messages.md#newsletter).
 * The link works once, so the page asks the server once and never again on its own.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const outcome: LinkOutcome = token ? await confirmSubscription(token) : 'invalid';
  return { outcome };
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = () => false;

export function HydrateFallback() {
  return (
    <div className="container-page py-12">
      <div className="mx-auto max-w-lg space-y-4 rounded-2xl border border-line p-10 text-center">
        <Skeleton className="mx-auto size-16 rounded-full" />
        <p role="status" className="text-muted">
          {NEWSLETTER_TEXT.confirming}
        </p>
      </div>
    </div>
  );
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  return (
    <div className="container-page py-12">
      {outcome === 'done' ? (
        <NewsletterResult tone="success" title={NEWSLETTER_TEXT.confirmedTitle}>
          {NEWSLETTER_TEXT.confirmed}
        </NewsletterResult>
      ) : outcome === 'invalid' ? (
        <NewsletterResult tone="warning" title={NEWSLETTER_TEXT.linkInvalidTitle}>
          {NEWSLETTER_TEXT.linkInvalid}
        </NewsletterResult>
      ) : (
        <NewsletterResult
          tone="error"
          title={NEWSLETTER_TEXT.confirmFailedTitle}
          action={<Button onClick={() => window.location.reload()}>Try again</Button>}
        >
          {NEWSLETTER_TEXT.confirmFailed}
        </NewsletterResult>
      )}
    </div>
  );
}
