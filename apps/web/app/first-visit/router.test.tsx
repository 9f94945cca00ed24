import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  FirstVisitRouter,
  Form,
  hrefOf,
  isActivePath,
  Link,
  NavLink,
  Outlet,
  payloadFromDocument,
  payloadFromHtml,
  useLoaderData,
  useLocation,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from './router';
import { scriptJson } from './document';
import { PAGE_DATA_ELEMENT_ID, type FirstVisitPayload } from './pages';

type PageData = { items: string[] };

function payloadFor(search: string, route = 'routes/explore'): FirstVisitPayload {
  const q = new URLSearchParams(search).get('q') ?? 'all';
  return {
    route,
    params: {},
    data: { root: { site: 'Rentspace' }, page: { items: [`results for ${q}`] } },
  };
}

function Shell() {
  const root = useLoaderData<{ site: string }>();
  return (
    <>
      <header>
        {root.site}
        <NavLink to="/explore" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Explore
        </NavLink>
        <NavLink to="/about">About</NavLink>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function Page({ loaderData }: { loaderData: unknown }) {
  const { items } = loaderData as PageData;
  const fromHook = useLoaderData<PageData>();
  const location = useLocation();
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const { revalidate } = useRevalidator();
  return (
    <div>
      <p data-testid="items">{items.join(',')}</p>
      <p data-testid="same">{String(fromHook === loaderData)}</p>
      <p data-testid="search">{location.search}</p>
      <p data-testid="hash">{location.hash}</p>
      <p data-testid="navigation">{navigation.state}</p>
      <p data-testid="q">{params.get('q') ?? ''}</p>
      <button type="button" onClick={() => setParams({ q: 'boats' })}>
        Boats
      </button>
      <button type="button" onClick={() => void revalidate()}>
        Reload
      </button>
      <Link to="/explore?q=vans">Vans</Link>
      <Link to="/space/1">A listing</Link>
      <Link to="/explore?q=tents" target="_blank">
        Tents in a new tab
      </Link>
      <Form method="get" action="/explore" aria-label="Search">
        <input name="q" defaultValue="" aria-label="Search text" />
        <button type="submit">Search</button>
      </Form>
    </div>
  );
}

function setup(
  search = '?q=studios',
  options: { load?: (url: URL) => Promise<FirstVisitPayload | null> } = {},
) {
  window.history.replaceState(null, '', `/explore${search}`);
  const load = vi.fn(options.load ?? (async (url: URL) => payloadFor(url.search)));
  const leave = vi.fn();
  render(
    <FirstVisitRouter
      payload={payloadFor(search)}
      app={Shell}
      page={Page}
      load={load}
      leave={leave}
    />,
  );
  return { load, leave };
}

describe('the first-visit router', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders the shell with the root data and the page with its own', () => {
    setup();
    expect(screen.getByRole('banner')).toHaveTextContent('Rentspace');
    expect(screen.getByTestId('items')).toHaveTextContent('results for studios');
    expect(screen.getByTestId('same')).toHaveTextContent('true');
    expect(screen.getByTestId('q')).toHaveTextContent('studios');
  });

  it('marks the current path in the navigation as React Router does', () => {
    setup();
    const explore = screen.getByRole('link', { name: 'Explore' });
    expect(explore).toHaveAttribute('aria-current', 'page');
    expect(explore).toHaveClass('on');
    const about = screen.getByRole('link', { name: 'About' });
    expect(about).not.toHaveAttribute('aria-current');
    expect(about.getAttribute('class')).toBe('');
    expect(about).toHaveAttribute('data-discover', 'true');
  });

  it('shows other search parameters of the page in place: data first, then the URL', async () => {
    let release: () => void = () => {};
    const { load, leave } = setup('?q=studios', {
      load: (url) => new Promise((resolve) => (release = () => resolve(payloadFor(url.search)))),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Boats' }));
    await waitFor(() => expect(screen.getByTestId('navigation')).toHaveTextContent('loading'));
    expect(window.location.search).toBe('?q=studios');
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('items')).toHaveTextContent('results for boats'));
    expect(window.location.search).toBe('?q=boats');
    expect(screen.getByTestId('search')).toHaveTextContent('?q=boats');
    expect(screen.getByTestId('navigation')).toHaveTextContent('idle');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0].href).toBe('http://localhost:3000/explore?q=boats');
    expect(leave).not.toHaveBeenCalled();
  });

  it('takes over a click on a link to the same page, and leaves other links to the browser', async () => {
    const { load } = setup();
    const vans = screen.getByRole('link', { name: 'Vans' });
    expect(fireEvent.click(vans)).toBe(false);
    await waitFor(() => expect(screen.getByTestId('items')).toHaveTextContent('results for vans'));
    expect(load).toHaveBeenCalledTimes(1);

    const preventedElsewhere: boolean[] = [];
    const record = (event: Event) => {
      preventedElsewhere.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      fireEvent.click(screen.getByRole('link', { name: 'A listing' }));
      fireEvent.click(screen.getByRole('link', { name: 'Tents in a new tab' }));
      fireEvent.click(vans, { ctrlKey: true });
    } finally {
      window.removeEventListener('click', record);
    }
    expect(preventedElsewhere).toEqual([false, false, false]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('submits a GET form for the same page in place, with the form values', async () => {
    const { load } = setup();
    fireEvent.change(screen.getByLabelText('Search text'), { target: { value: 'lofts' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('items')).toHaveTextContent('results for lofts'));
    expect(load.mock.calls[0]![0].search).toBe('?q=lofts');
    expect(window.location.search).toBe('?q=lofts');
  });

  it('shows the data of the entry the back button returns to', async () => {
    const { load } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Boats' }));
    await waitFor(() => expect(screen.getByTestId('items')).toHaveTextContent('results for boats'));
    window.history.replaceState(null, '', '/explore?q=studios');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await waitFor(() =>
      expect(screen.getByTestId('items')).toHaveTextContent('results for studios'),
    );
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('moves only the hash when the browser jumps to an anchor of the same URL', async () => {
    const { load } = setup();
    window.history.pushState(null, '', '/explore?q=studios#results');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await waitFor(() => expect(screen.getByTestId('hash')).toHaveTextContent('#results'));
    expect(screen.getByTestId('navigation')).toHaveTextContent('idle');
    expect(load).not.toHaveBeenCalled();
  });

  it('reads the current URL again when the page revalidates', async () => {
    let count = 0;
    const { load } = setup('?q=studios', {
      load: async () => ({
        ...payloadFor(''),
        data: { root: { site: 'Rentspace' }, page: { items: [`reload ${(count += 1)}`] } },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByTestId('items')).toHaveTextContent('reload 1'));
    expect(load.mock.calls[0]![0].search).toBe('?q=studios');
    expect(window.location.search).toBe('?q=studios');
  });

  it('loads the document when the URL turns out to be another page', async () => {
    const { leave } = setup('?q=studios', { load: async () => payloadFor('', 'routes/city') });
    fireEvent.click(screen.getByRole('button', { name: 'Boats' }));
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('http://localhost:3000/explore?q=boats', {
        replace: false,
      }),
    );
    expect(screen.getByTestId('items')).toHaveTextContent('results for studios');
  });

  it('keeps the last of two quick navigations', async () => {
    const resolvers: Array<() => void> = [];
    setup('?q=studios', {
      load: (url) =>
        new Promise((resolve) => resolvers.push(() => resolve(payloadFor(url.search)))),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Boats' }));
    fireEvent.click(screen.getByRole('link', { name: 'Vans' }));
    await waitFor(() => expect(resolvers).toHaveLength(2));
    await act(async () => resolvers[1]!());
    await act(async () => resolvers[0]!());
    await waitFor(() => expect(screen.getByTestId('items')).toHaveTextContent('results for vans'));
    expect(window.location.search).toBe('?q=vans');
  });
});

describe('paths and hrefs', () => {
  it('follows React Router on which paths are active', () => {
    expect(isActivePath('/explore', '/explore', false, false)).toBe(true);
    expect(isActivePath('/explore/more', '/explore', false, false)).toBe(true);
    expect(isActivePath('/explorer', '/explore', false, false)).toBe(false);
    expect(isActivePath('/explore/more', '/explore', true, false)).toBe(false);
    expect(isActivePath('/Explore', '/explore', false, false)).toBe(true);
    expect(isActivePath('/Explore', '/explore', false, true)).toBe(false);
    expect(isActivePath('/explore', '/', false, false)).toBe(false);
    expect(isActivePath('/', '/', true, false)).toBe(true);
  });

  it('writes relative and absolute hrefs as React Router does', () => {
    expect(hrefOf('/explore?q=a#top', '/')).toBe('/explore?q=a#top');
    expect(hrefOf('?q=b', '/explore')).toBe('/explore?q=b');
    expect(hrefOf({ pathname: '/about' }, '/explore')).toBe('/about');
    expect(hrefOf('https://example.com/x', '/')).toBe('https://example.com/x');
    expect(hrefOf('mailto:hello@rentspace.test', '/')).toBe('mailto:hello@rentspace.test');
  });
});

describe('the page payload', () => {
  it('survives markup in the data: nothing in it can end the script element', () => {
    const payload: FirstVisitPayload = {
      route: 'routes/explore',
      params: {},
      data: { root: null, page: { title: '</script><script>alert(1)</script>', line: 'a\u2028b' } },
    };
    const json = scriptJson(payload);
    expect(json).not.toContain('<');
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_DATA_ELEMENT_ID;
    element.textContent = json;
    document.body.append(element);
    try {
      expect(payloadFromDocument(document)).toEqual(payload);
    } finally {
      element.remove();
    }
  });

  it('is absent from a document that is not a first visit', () => {
    expect(payloadFromDocument(document)).toBeNull();
    expect(
      payloadFromHtml('<!DOCTYPE html><html><body><script>window.x = 1</script></body></html>'),
    ).toBeNull();
  });

  it('is read from the markup of another URL of the page as the server writes it', () => {
    const payload = payloadFor('?q=</script>');
    const html = `<!DOCTYPE html><html><head><script type="application/ld+json">{"a":1}</script></head><body><div id="rs-app"></div><script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptJson(payload)}</script><script type="module" src="/x.js"></script></body></html>`;
    expect(payloadFromHtml(html)).toEqual(payload);
  });
});
