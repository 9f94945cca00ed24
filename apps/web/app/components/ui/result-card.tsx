import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, type LucideIcon } from 'lucide-react';
import { cx } from './cx';

const TONES = {
  success: 'bg-success-50 text-success-700',
  warning: 'bg-warning-50 text-warning-800',
  error: 'bg-danger-50 text-danger-700',
} as const;

export type ResultTone = keyof typeof TONES;

/**
 * The card of a page that reports how something went (a mailed link opened, a newsletter
 * confirmed): an icon in the tone's colour, a title, what happened, and ways on.
 */
export function ResultCard({
  tone,
  title,
  icon,
  children,
  actions,
}: {
  tone: ResultTone;
  title: string;
  /** Defaults to a tick for success and a warning sign otherwise. */
  icon?: LucideIcon;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const Icon = icon ?? (tone === 'success' ? CheckCircle2 : AlertTriangle);
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-line p-6 text-center sm:p-10">
      <span
        className={cx(
          'mx-auto inline-flex size-16 items-center justify-center rounded-full',
          TONES[tone],
        )}
      >
        <Icon className="size-8" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">{title}</h1>
      <p className="mt-2 text-muted" role={tone === 'success' ? 'status' : 'alert'}>
        {children}
      </p>
      {actions && (
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      )}
    </div>
  );
}
