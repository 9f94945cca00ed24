import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '~/lib/toast';
import Toaster from '~/components/layout/toaster';
import { Dialog } from './dialog';

function Opener({ withField }: { withField: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="A dialog">
        {withField ? <input aria-label="Email" /> : <p>Nothing to fill in.</p>}
        <button type="button" onClick={() => setOpen(false)}>
          Keep booking
        </button>
      </Dialog>
    </>
  );
}

/** A booking's card whose dialog's action removes the button that opened it. */
function CancellableCard() {
  const [open, setOpen] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  return (
    <article>
      <a href="/space/1">Harbour loft</a>
      <p>{cancelled ? 'Cancelled' : 'Confirmed'}</p>
      {!cancelled && (
        <button type="button" onClick={() => setOpen(true)}>
          Cancel
        </button>
      )}
      <Dialog open={open} onOpenChange={setOpen} title="Cancel this booking?">
        <button
          type="button"
          onClick={() => {
            setCancelled(true);
            setOpen(false);
          }}
        >
          Cancel booking
        </button>
      </Dialog>
    </article>
  );
}

describe('Dialog', () => {
  it('puts focus on its first field, and back on what opened it when Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Opener withField />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open it' })).toHaveFocus();
  });

  it('returns focus to its opener when one of its own buttons closes it', async () => {
    const user = userEvent.setup();
    render(<Opener withField={false} />);
    const opener = screen.getByRole('button', { name: 'Open it' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(opener).toHaveFocus();
  });

  it('gives the focus to what is nearest its opener when its action removed the opener', async () => {
    const user = userEvent.setup();
    render(<CancellableCard />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harbour loft' })).toHaveFocus();
  });

  it('takes the toasts already shown off the screen as it opens, so none covers it', async () => {
    render(
      <>
        <Toaster />
        <Opener withField={false} />
      </>,
    );
    notify.success('Time blocked', { description: 'Guests cannot book it now.' });
    expect(await screen.findByText('Time blocked')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }));
    expect(screen.getByRole('dialog', { name: 'A dialog' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Time blocked')).toBeNull());
  });
});
