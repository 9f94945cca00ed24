import type { ReactNode } from 'react';
import { LinkIcon } from 'lucide-react';
import { ResultCard, type ResultTone } from '~/components/ui/result-card';

/** The card of the pages a mailed link opens: an icon, a title, what happened, ways on. */
export function LinkResult({
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
      icon={tone === 'warning' ? LinkIcon : undefined}
      actions={action}
    >
      {children}
    </ResultCard>
  );
}
