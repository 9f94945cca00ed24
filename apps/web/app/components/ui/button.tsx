import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from './cx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** `icon`: a square 44 px button holding only an icon (it needs an aria-label). */
type Size = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress aria-busy:opacity-60 select-none';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800',
  secondary: 'border border-line bg-white text-ink hover:bg-surface',
  ghost: 'text-ink hover:bg-surface',
  danger: 'bg-danger-600 text-white hover:bg-danger-700',
};
const sizes: Record<Size, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11 shrink-0',
};

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string) {
  return cx(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  /**
   * Shows progress and blocks a second press while an action runs. The button stays focusable
   * (aria-disabled, not disabled): a disabled button drops the keyboard's focus to the page's start.
   */
  pending?: boolean;
}

/** Swallows a press (a click, or Enter in the form it submits) while the action runs. */
const ignore = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, pending, disabled, className, children, type = 'button', onClick, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      className={buttonClasses(variant, size, className)}
      onClick={pending ? ignore : onClick}
      {...props}
    >
      {pending && (
        <span
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
          aria-hidden
        />
      )}
      {children}
    </button>
  );
});

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
