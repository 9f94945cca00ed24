import { useState, type FormEvent } from 'react';
import { NEWSLETTER_CHECK_INBOX } from '@rentspace/core/contact/constants';
import { api, errorMessage } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { inputClasses } from '~/components/ui/field';

type State =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'error'; message: string };

/**
 * The footer's newsletter sign-up: the server mails a confirmation link, and answers the same
 * whatever the address (docs/product/pages-and-messages.md#newsletter).
 */
export function NewsletterForm() {
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    // The server's schema, loaded on submit so the footer adds nothing to every page's first load.
    const { NewsletterSchema } = await import('@rentspace/core/contact/schemas');
    const parsed = NewsletterSchema.safeParse({ email });
    if (!parsed.success) {
      setState({
        kind: 'error',
        message: parsed.error.issues[0]?.message ?? 'Please enter a valid email address',
      });
      return;
    }
    setState({ kind: 'sending' });
    try {
      await api('/rest/v1/newsletter', { method: 'POST', body: parsed.data, auth: false });
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error, 'An error occurred') });
    }
  }

  if (state.kind === 'done') {
    return (
      <p className="mt-4 rounded-xl bg-success-50 px-4 py-3 text-sm text-success-700" role="status">
        {NEWSLETTER_CHECK_INBOX}
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="mt-4" noValidate>
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          className={inputClasses}
          aria-invalid={state.kind === 'error' || undefined}
          aria-describedby={state.kind === 'error' ? 'newsletter-error' : undefined}
        />
        <Button type="submit" pending={state.kind === 'sending'}>
          Subscribe
        </Button>
      </div>
      {state.kind === 'error' && (
        <p id="newsletter-error" role="alert" className="mt-2 text-sm text-danger-700">
          {state.message}
        </p>
      )}
    </form>
  );
}
