import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { NEWSLETTER_TEXT } from '@rentspace/core/contact/constants';
import { Button } from '~/components/ui/button';
import { NewsletterResult, unsubscribe, type LinkOutcome } from '~/features/newsletter';

export const meta = () => [
  { title: 'Unsubscribe | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

/**
 * The unsubscribe link of a newsletter mail. It asks first: mail scanners open links on their
 * own, and opening the page must not unsubscribe anyone.
 */
export default function NewsletterUnsubscribe() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const token = params.get('token');
  const [outcome, setOutcome] = useState<LinkOutcome | 'asking' | 'sending'>('asking');

  async function leave() {
    if (!id || !token) return;
    setOutcome('sending');
    setOutcome(await unsubscribe(id, token));
  }

  let card;
  if (!id || !token || outcome === 'invalid') {
    card = (
      <NewsletterResult tone="warning" title={NEWSLETTER_TEXT.unsubscribeTitle}>
        {NEWSLETTER_TEXT.unsubscribeInvalid}
      </NewsletterResult>
    );
  } else if (outcome === 'done') {
    card = (
      <NewsletterResult tone="success" title={NEWSLETTER_TEXT.unsubscribedTitle}>
        {NEWSLETTER_TEXT.unsubscribed}
      </NewsletterResult>
    );
  } else {
    card = (
      <NewsletterResult
        tone={outcome === 'failed' ? 'error' : 'warning'}
        title={NEWSLETTER_TEXT.unsubscribeTitle}
        action={
          <Button onClick={() => void leave()} pending={outcome === 'sending'}>
            Unsubscribe
          </Button>
        }
      >
        {outcome === 'failed'
          ? NEWSLETTER_TEXT.unsubscribeFailed
          : NEWSLETTER_TEXT.unsubscribeIntro}
      </NewsletterResult>
    );
  }
  return <div className="container-page py-12">{card}</div>;
}
