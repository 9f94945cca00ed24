import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  Navigate,
  Outlet,
  redirect,
  SignedInRouter,
  useLoaderData,
  useRevalidator,
  type ClientLoader,
} from './router';
import type { FirstVisitPayload } from './pages';

type Bookings = { bookings: string[] };

const payload: FirstVisitPayload = {
  route: 'routes/my-bookings',
  params: {},
  data: { root: { site: 'Rentspace' }, page: undefined },
};

function Shell() {
  const root = useLoaderData<{ site: string }>();
  return (
    <>
      <header>{root.site}</header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

let signedOut = false;
function Layout() {
  if (signedOut) return <Navigate to="/" replace />;
  return (
    <section aria-label="Signed in">
      <Outlet />
    </section>
  );
}

function Fallback() {
  return <p>Loading your bookings</p>;
}

function Page({ loaderData }: { loaderData: unknown }) {
  const fromHook = useLoaderData<Bookings>();
  const { revalidate } = useRevalidator();
  return (
    <div>
      <p data-testid="bookings">{(loaderData as Bookings).bookings.join(',')}</p>
      <p data-testid="same">{String(fromHook === loaderData)}</p>
      <button type="button" onClick={() => void revalidate()}>
        Reload
      </button>
    </div>
  );
}

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <p>Something went wrong</p>;
  }
}

function setup(clientLoader: ClientLoader) {
  window.history.replaceState(null, '', '/my-bookings');
  const leave = vi.fn();
  const loader = vi.fn(clientLoader);
  render(
    <Catch>
      <SignedInRouter
        payload={payload}
        app={Shell}
        page={Page}
        layout={{ id: 'routes/private-layout', component: Layout }}
        clientLoader={loader}
        fallback={Fallback}
        leave={leave}
      />
    </Catch>,
  );
  return { leave, loader };
}

describe('the first-visit router of a signed-in page', () => {
  beforeEach(() => {
    signedOut = false;
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the fallback in the layout, then the page with what its client loader returned', async () => {
    let answer: (value: Bookings) => void = () => {};
    const { loader } = setup(() => new Promise<Bookings>((resolve) => (answer = resolve)));
    expect(screen.getByRole('banner')).toHaveTextContent('Rentspace');
    expect(screen.getByRole('region', { name: 'Signed in' })).toHaveTextContent(
      'Loading your bookings',
    );
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    const { request, params } = loader.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/my-bookings');
    expect(params).toEqual({});
    answer({ bookings: ['studio', 'van'] });
    expect(await screen.findByTestId('bookings')).toHaveTextContent('studio,van');
    expect(screen.getByTestId('same')).toHaveTextContent('true');
    expect(screen.getByRole('region', { name: 'Signed in' })).toContainElement(
      screen.getByTestId('bookings'),
    );
    expect(screen.queryByText('Loading your bookings')).toBeNull();
  });

  it('calls the client loader again to revalidate (realtime updates, a retry)', async () => {
    let calls = 0;
    const { loader } = setup(async () => ({ bookings: [`answer ${(calls += 1)}`] }));
    expect(await screen.findByTestId('bookings')).toHaveTextContent('answer 1');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByTestId('bookings')).toHaveTextContent('answer 2'));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("loads a redirect's target when the loader finds no session", async () => {
    const { leave } = setup(async () => {
      throw redirect('/');
    });
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith(`${window.location.origin}/`, { replace: true }),
    );
    expect(screen.getByText('Loading your bookings')).toBeInTheDocument();
  });

  it('shows the error screen when the loader fails otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { leave } = setup(async () => {
      throw new Error('no network');
    });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it("follows the layout's <Navigate>: a visitor who signed out (in another tab) goes to /", async () => {
    signedOut = true;
    const { leave } = setup(async () => ({ bookings: [] }));
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith(`${window.location.origin}/`, { replace: true }),
    );
  });
});
