import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/** The toasts' colours from the theme's tokens (app.css), over the library's own. */
const THEME = {
  fontFamily: 'var(--font-sans)',
  '--normal-bg': 'white',
  '--normal-border': 'var(--color-line)',
  '--normal-text': 'var(--color-ink)',
  '--success-bg': 'var(--color-success-50)',
  '--success-border': 'var(--color-success-700)',
  '--success-text': 'var(--color-success-700)',
  '--error-bg': 'var(--color-danger-50)',
  '--error-border': 'var(--color-danger-600)',
  '--error-text': 'var(--color-danger-700)',
  '--border-radius': 'var(--radius-card)',
} as CSSProperties;

/** Above the bottom navigation on phones, near the bottom edge on larger screens (--toast-bottom in app.css). */
const OFFSET = { bottom: 'var(--toast-bottom)' };

/** Where toasts appear (lib/toast.ts): one live region, polite, for the whole signed-in app. */
export default function Toaster() {
  return (
    <Sonner
      position="bottom-center"
      offset={OFFSET}
      mobileOffset={OFFSET}
      duration={6000}
      richColors
      closeButton
      style={THEME}
      toastOptions={{ style: { fontSize: '0.875rem' } }}
      containerAriaLabel="Notifications"
    />
  );
}
