import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { dismissToasts } from '~/lib/toast';
import { cx } from './cx';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Width on larger screens: a form (md, the default) or a profile or gallery (lg). */
  size?: 'md' | 'lg';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** An element's ancestors below the body, nearest first. */
function ancestors(element: HTMLElement | null): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let node = element?.parentElement; node && node !== document.body; node = node.parentElement)
    found.push(node);
  return found;
}

/** The first control, shown, in the nearest of these that is still on the page. */
function nearestFocusable(candidates: readonly HTMLElement[]): HTMLElement | null {
  const container = candidates.find((candidate) => candidate.isConnected);
  if (!container) return null;
  return (
    [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].find((element) =>
      // Shown: not in a closed menu or a part hidden at this width.
      typeof element.checkVisibility === 'function' ? element.checkVisibility() : true,
    ) ?? null
  );
}

/**
 * A modal dialog: Escape and the close button close it, focus returns where it was. Opened from
 * state rather than a Radix trigger, so it remembers itself what had focus when it opened, and
 * puts focus on its first field when it has one (an e-mail, a review), on its close button if not.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  size = 'md',
}: DialogProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  const around = useRef<HTMLElement[]>([]);
  function opened(event: Event) {
    dismissToasts();
    // Still the element that opened it: Radix moves focus after this event.
    returnTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    around.current = ancestors(returnTo.current);
    const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
      'input:not([type=hidden]), select, textarea',
    );
    if (field) {
      event.preventDefault();
      field.focus();
    }
  }
  function closed(event: Event) {
    const opener = returnTo.current;
    returnTo.current = null;
    if (opener?.isConnected && opener !== document.body) {
      event.preventDefault();
      opener.focus();
      return;
    }
    // What it did replaced its opener (a cancelled booking's Cancel, Sign In once signed in):
    // the focus goes to what is nearest it still on the page, not to the page's start.
    const nearby = nearestFocusable(around.current);
    if (nearby) {
      event.preventDefault();
      nearby.focus();
    }
  }
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          className={cx(
            'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-float focus:outline-none',
            size === 'lg' ? 'max-w-2xl' : 'max-w-md',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={opened}
          onCloseAutoFocus={closed}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-semibold text-ink">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="mb-4 text-sm text-muted">
              {description}
            </RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A dialog's buttons: side by side from the small breakpoint, the main one first on a phone. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
