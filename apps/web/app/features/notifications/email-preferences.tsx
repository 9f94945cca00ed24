import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  NotificationPreferencesSchema,
  PREFERENCES_SAVED,
  type NotificationPreferences,
} from '@rentspace/core/notifications/api';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type NotificationAudience,
} from '@rentspace/core/notifications/kinds';
import { fetchNotificationPreferences, saveNotificationPreferences } from '~/lib/notifications';
import { notify } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { ErrorMessage, Skeleton } from '~/components/ui/states';

export const PREFERENCES_TEXT = {
  title: 'E-mail notifications',
  intro:
    'Choose which e-mails Rentspace sends you. Every notification still shows in the app, under the bell.',
  save: 'Save e-mail preferences',
  loadFailed: 'Failed to load e-mail preferences',
  retry: 'Try again',
};

const GROUPS: { audience: NotificationAudience; title: string }[] = [
  { audience: 'guest', title: 'As a guest' },
  { audience: 'host', title: 'As a host' },
  { audience: 'both', title: 'Either way' },
];

function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const form = useForm<NotificationPreferences>({
    resolver: zodResolver(NotificationPreferencesSchema),
    defaultValues: initial,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      form.reset(await saveNotificationPreferences(values));
      notify.success(PREFERENCES_SAVED);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'An error occurred');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="grid gap-6 md:grid-cols-3">
        {GROUPS.map((group) => (
          <fieldset key={group.audience} className="rounded-2xl bg-surface p-4">
            <legend className="float-left mb-2 w-full text-base font-semibold">
              {group.title}
            </legend>
            <div className="clear-left space-y-1">
              {NOTIFICATION_KINDS.filter(
                (kind) => NOTIFICATION_KIND_LABELS[kind].audience === group.audience,
              ).map((kind) => (
                <label
                  key={kind}
                  className="flex min-h-11 cursor-pointer items-center gap-3 text-sm"
                >
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-brand-600"
                    {...form.register(`email.${kind}`)}
                  />
                  {NOTIFICATION_KIND_LABELS[kind].label}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <Button type="submit" pending={isSubmitting}>
        {PREFERENCES_TEXT.save}
      </Button>
    </form>
  );
}

/**
 * The e-mail section of /profile (docs/product/notifications.md#e-mail-choices): one switch per
 * kind of e-mail, parsed by the same schema as the server's. Loads on its own.
 */
export function EmailPreferencesSection() {
  const [preferences, setPreferences] = useState<NotificationPreferences | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    fetchNotificationPreferences()
      .then((loaded) => {
        if (!cancelled) setPreferences(loaded);
      })
      .catch((error: unknown) => {
        console.warn('Could not load the e-mail preferences', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  return (
    <section
      aria-labelledby="email-preferences-title"
      className="space-y-6 border-t border-line pt-10"
    >
      <div>
        <h2 id="email-preferences-title" className="text-xl font-semibold">
          {PREFERENCES_TEXT.title}
        </h2>
        <p className="mt-1 text-muted">{PREFERENCES_TEXT.intro}</p>
      </div>
      {preferences ? (
        <PreferencesForm initial={preferences} />
      ) : failed ? (
        <div className="space-y-4">
          <ErrorMessage>{PREFERENCES_TEXT.loadFailed}</ErrorMessage>
          <Button
            variant="secondary"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {PREFERENCES_TEXT.retry}
          </Button>
        </div>
      ) : (
        <Skeleton className="h-48 w-full rounded-2xl" />
      )}
    </section>
  );
}
