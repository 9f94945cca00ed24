import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { FloatingAddButton } from './floating-add-button';

const auth = vi.hoisted(() => ({ status: 'signedIn' as string }));
vi.mock('~/lib/auth/auth-context', () => ({ useAuth: () => auth }));

async function buttonAt(path: string) {
  const Stub = createRoutesStub([{ path: '*', Component: FloatingAddButton }]);
  const { unmount } = render(<Stub initialEntries={[path]} />);
  await Promise.resolve();
  const link = screen.queryByRole('link', { name: 'List a space' });
  unmount();
  return link;
}

describe('FloatingAddButton', () => {
  it('floats on the pages a signed-in user browses', async () => {
    auth.status = 'signedIn';
    for (const path of ['/', '/explore', '/dashboard', '/my-listings', '/messages', '/new-york']) {
      expect(await buttonAt(path), path).not.toBeNull();
    }
  });

  it('keeps out of the way of the controls under it: the listing page, the listing forms and a thread', async () => {
    auth.status = 'signedIn';
    for (const path of ['/space/8b0c', '/create-listing', '/edit-listing/8b0c', '/messages/8b0c']) {
      expect(await buttonAt(path), path).toBeNull();
    }
  });

  it('floats beside the column only, where controls run the column’s width', async () => {
    auth.status = 'signedIn';
    const Stub = createRoutesStub([{ path: '*', Component: FloatingAddButton }]);
    for (const [path, shown] of [
      ['/my-bookings', ['hidden', 'min-[84rem]:flex']],
      ['/my-listings', ['hidden', 'min-[84rem]:flex']],
      ['/host/calendar', ['hidden', 'min-[84rem]:flex']],
      ['/profile', ['hidden', 'min-[84rem]:flex']],
      ['/dashboard', ['flex']],
    ] as const) {
      const { unmount } = render(<Stub initialEntries={[path]} />);
      const strip = (await screen.findByRole('link', { name: 'List a space' })).parentElement!;
      for (const name of shown) expect(strip.className.split(' '), path).toContain(name);
      unmount();
    }
  });

  it('is not there for visitors who are not signed in', async () => {
    auth.status = 'signedOut';
    expect(await buttonAt('/')).toBeNull();
  });

  it('stays in the flow of the page, in a strip that sticks to the screen and lets clicks through', async () => {
    auth.status = 'signedIn';
    const Stub = createRoutesStub([{ path: '*', Component: FloatingAddButton }]);
    render(<Stub initialEntries={['/dashboard']} />);
    const link = await screen.findByRole('link', { name: 'List a space' });
    // Not fixed over the page: at the end of the content it sits above the footer, not on it.
    expect(link.className).not.toMatch(/\bfixed\b/);
    expect(link.parentElement!.className).toMatch(/\bsticky\b/);
    expect(link.parentElement!.className).toMatch(/\bpointer-events-none\b/);
    expect(link.className).toMatch(/\bpointer-events-auto\b/);
  });
});
