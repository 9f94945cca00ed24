import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
