/** `Form` on a first visit: a GET form within the page is shown in place, any other submit is the browser's. */
import type { FormEvent, FormHTMLAttributes } from 'react';
import { useRouter } from './router-context';
import { isAbsolute, resolveTo, staysOnPage, type Location } from './urls';

/** React Router's action for a form without one: this URL, marked `?index` on an index route. */
function defaultFormAction(location: Location, index: boolean): string {
  const params = new URLSearchParams(location.search);
  const values = params.getAll('index');
  let search = location.search;
  if (values.some((value) => value === '')) {
    params.delete('index');
    values.filter(Boolean).forEach((value) => params.append('index', value));
    const query = params.toString();
    search = query ? `?${query}` : '';
  }
  if (index) search = search ? search.replace(/^\?/, '?index&') : '?index';
  return `${location.pathname}${search}`;
}

export type FormProps = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'method' | 'action' | 'onSubmit'
> & {
  action?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  method?: 'get' | 'post' | 'GET' | 'POST';
  replace?: boolean;
  preventScrollReset?: boolean;
  reloadDocument?: boolean;
  navigate?: boolean;
  discover?: string;
  viewTransition?: boolean;
  relative?: string;
  state?: unknown;
  fetcherKey?: string;
};

/**
 * A form. A GET form whose action is this page and whose submit the page does not handle itself
 * is shown in place like a link; every other submit is the browser's.
 */
export function Form({
  method = 'get',
  action,
  replace,
  preventScrollReset,
  reloadDocument,
  navigate: _navigate,
  discover = 'render',
  viewTransition: _viewTransition,
  relative: _relative,
  state,
  fetcherKey: _fetcherKey,
  onSubmit,
  ...rest
}: FormProps) {
  const { location, navigate, index } = useRouter();
  const formAction = action ?? defaultFormAction(location, index);
  const formMethod = method.toLowerCase() === 'get' ? 'get' : 'post';
  return (
    <form
      {...rest}
      method={formMethod}
      action={formAction}
      data-discover={!isAbsolute(action) && discover === 'render' ? 'true' : undefined}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        onSubmit?.(event);
        if (event.defaultPrevented || reloadDocument || formMethod !== 'get') return;
        const url = resolveTo(formAction);
        if (!staysOnPage(url)) return;
        event.preventDefault();
        const query = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === 'string') query.append(name, value);
        }
        const search = query.toString();
        void navigate(`${url.pathname}${search ? `?${search}` : ''}`, {
          replace,
          state,
          preventScrollReset,
        });
      }}
    />
  );
}
