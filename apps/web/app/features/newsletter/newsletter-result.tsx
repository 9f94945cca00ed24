import type { ReactNode } from 'react';
import { AlertTriangle, MailCheck, MailX } from 'lucide-react';
import { ButtonLink } from '~/components/ui/button';
import { ResultCard, type ResultTone } from '~/components/ui/result-card';

const ICONS = { success: MailCheck, warning: MailX, error: AlertTriangle } as const;

/**
 * The card of the newsletter's pages (confirming a sign-up, unsubscribing). `action` replaces the
 * default ways on (Explore spaces, Return to Home).
 */
export function NewsletterResult({
  tone,
  title,
  children,
  action,
}: {
  tone: ResultTone;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <ResultCard
      tone={tone}
      title={title}
      icon={ICONS[tone]}
      actions={
        action ?? (
          <>
            <ButtonLink to="/explore">Explore spaces</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Return to Home
            </ButtonLink>
          </>
        )
      }
    >
      {children}
    </ResultCard>
  );
}
