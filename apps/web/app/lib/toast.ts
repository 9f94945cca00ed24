/**
 * Feedback on what an action did, shown as a toast near the bottom of the screen, where a person's
 * eyes and thumb are, and read out by screen readers (docs/product/look-and-feel.md#feedback).
 * The toast library loads with its first use or with the signed-in shell's toaster
 * (components/layout/toaster-slot.tsx), never with a public page's first visit.
 */
import type * as Sonner from 'sonner';

export interface ToastOptions {
  /** A second line: what follows from it, or why it failed. */
  description?: string;
}

type Kind = 'success' | 'info' | 'error';

let library: Promise<typeof Sonner> | undefined;

function show(kind: Kind, message: string, options?: ToastOptions) {
  void (library ??= import('sonner')).then(({ toast }) => {
    toast[kind](message, options);
  });
}

/**
 * Takes the toasts shown so far off the screen (they have been read out already): a dialog opening
 * over them would otherwise have its own message or button under one for up to six seconds.
 */
export function dismissToasts() {
  void library?.then(({ toast }) => toast.dismiss());
}

export const notify = {
  /** Something the person did worked: 'Profile updated successfully!'. */
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  /** Neither: where something stands ('Onboarding is not finished yet.'). */
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** Something the person did failed, in the product's words: 'Failed to delete link'. */
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};
