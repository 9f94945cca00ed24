import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, LinkIcon } from 'lucide-react';
import { cx } from '~/components/ui/cx';

const ICONS = { success: CheckCircle2, warning: LinkIcon, error: AlertTriangle } as const;
const TONES = {
  success: 'bg-success-50 text-success-700',
  warning: 'bg-warning-50 text-warning-800',
  error: 'bg-danger-50 text-danger-700',
} as const;

/** The card of the pages a mailed link opens: an icon, a title, what happened, ways on. */
export function LinkResult({
  tone,
  title,
  children,
  action,
}: {
  tone: keyof typeof ICONS;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const Icon = ICONS[tone];
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
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
