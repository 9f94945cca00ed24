import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECTS,
  type ContactSubject,
} from '@rentspace/core/contact/constants';
import { api, ApiRequestError, errorMessage } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { Field, Textarea, TextField, inputClasses } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';

export const SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'General inquiry',
  support: 'Support',
  billing: 'Billing',
  partnership: 'Partnership',
};

type State =
  | { kind: 'editing'; fields: Record<string, string[]>; message?: string }
  | { kind: 'sending' }
  | { kind: 'sent'; name: string; email: string };

/**
 * The contact form: name, a valid email, one of the four subjects and a message. The server checks
 * it with ContactSchema and answers per field; the message is stored and confirmed by e-mail.
 */
export function ContactForm({
  initialSubject,
  initialMessage,
}: {
  initialSubject?: ContactSubject;
  initialMessage?: string;
}) {
  const [state, setState] = useState<State>({ kind: 'editing', fields: {} });
  const formRef = useRef<HTMLFormElement>(null);
  // After the server names fields, focus goes to the first of them, as a keyboard user needs it.
  useEffect(() => {
    if (state.kind !== 'editing' || Object.keys(state.fields).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries(
      ['name', 'email', 'subject', 'message'].map((key) => [key, String(form.get(key) ?? '')]),
    );
    setState({ kind: 'sending' });
    try {
      await api('/rest/v1/contact', { method: 'POST', body, auth: false });
      setState({ kind: 'sent', name: body.name!.trim(), email: body.email!.trim().toLowerCase() });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {};
      const general =
        Object.keys(fields).length === 0 ? errorMessage(error, 'Something went wrong.') : undefined;
      setState({ kind: 'editing', fields, message: general });
    }
  }

  if (state.kind === 'sent') {
    return (
      <div
        role="status"
        className="rounded-[var(--radius-card)] border border-success-700/30 bg-success-50 p-6"
      >
        <p className="flex items-center gap-2 text-lg font-semibold text-success-700">
          <CheckCircle2 className="size-5" aria-hidden /> Message sent
        </p>
        <p className="mt-2 text-ink">
          Thank you, {state.name}. We received your message and sent a confirmation to{' '}
          <strong>{state.email}</strong>. We reply within one business day.
        </p>
        <Button
          variant="secondary"
          className="mt-5"
          onClick={() => setState({ kind: 'editing', fields: {} })}
        >
          Send another message
        </Button>
      </div>
    );
  }

  const fields = state.kind === 'editing' ? state.fields : {};
  const error = (name: string) => fields[name]?.[0];
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="space-y-5"
      aria-label="Contact form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          error={error('name')}
          name="name"
          autoComplete="name"
          required
          maxLength={120}
        />
        <TextField
          label="Email"
          error={error('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
      </div>
      <Field label="Subject" error={error('subject')}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            name="subject"
            required
            defaultValue={initialSubject ?? ''}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={inputClasses}
          >
            <option value="" disabled>
              Choose a subject
            </option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {SUBJECT_LABELS[subject]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Message" error={error('message')}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            name="message"
            rows={6}
            required
            maxLength={CONTACT_MESSAGE_MAX}
            defaultValue={initialMessage}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      {state.kind === 'editing' && state.message && <ErrorMessage>{state.message}</ErrorMessage>}
      <Button type="submit" size="lg" pending={state.kind === 'sending'}>
        Send message
      </Button>
    </form>
  );
}
