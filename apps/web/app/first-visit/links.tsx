/** `Link` and `NavLink` on a first visit: a link within the page is shown in place, any other loads. */
import type { AnchorHTMLAttributes, CSSProperties, MouseEvent, ReactNode } from 'react';
import { useRouter } from './router-context';
import { hrefOf, isAbsolute, resolveTo, staysOnPage, type To } from './urls';

/** A plain left click that a page may take over (not a new tab, window or download). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.currentTarget.hasAttribute('download') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

type RouterLinkProps = {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  reloadDocument?: boolean;
  prefetch?: string;
  discover?: string;
  viewTransition?: boolean;
  relative?: string;
};

export type LinkProps = RouterLinkProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  reloadDocument,
  prefetch: _prefetch,
  discover = 'render',
  viewTransition: _viewTransition,
  relative: _relative,
  onClick,
  ...rest
}: LinkProps) {
  const { location, navigate } = useRouter();
  const href = hrefOf(to, location.pathname);
  return (
    <a
      {...rest}
      href={href}
      // React Router marks the links it may discover routes for; the markup must be the server's.
      data-discover={!isAbsolute(to) && discover === 'render' ? 'true' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (reloadDocument || !isPlainClick(event)) return;
        const url = resolveTo(href);
        if (!staysOnPage(url)) return;
        event.preventDefault();
        void navigate(href, { replace, state, preventScrollReset });
      }}
    />
  );
}

interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export type NavLinkProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
};

/** React Router's rule: the path itself, or (without `end`) any path below it. */
export function isActivePath(
  current: string,
  target: string,
  end: boolean,
  caseSensitive: boolean,
): boolean {
  const path = caseSensitive ? current : current.toLowerCase();
  const to = caseSensitive ? target : target.toLowerCase();
  if (path === to) return true;
  if (end || !path.startsWith(to)) return false;
  const slashAt = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return path.charAt(slashAt) === '/';
}

export function NavLink({
  end = false,
  caseSensitive = false,
  className = '',
  style,
  children,
  to,
  'aria-current': ariaCurrent = 'page',
  ...rest
}: NavLinkProps) {
  const { location } = useRouter();
  const target = resolveTo(to, `http://x${location.pathname}`).pathname;
  const isActive = isActivePath(location.pathname, target, end, caseSensitive);
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const classes =
    typeof className === 'function'
      ? className(renderProps)
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={classes}
      style={typeof style === 'function' ? style(renderProps) : style}
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  );
}
