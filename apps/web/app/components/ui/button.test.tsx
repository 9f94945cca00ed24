import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

/** A form whose Save runs until told to finish, as a request to the server does. */
function SlowForm({ onSubmit }: { onSubmit: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setPending(true);
      }}
    >
      <input aria-label="Name" />
      <Button type="submit" pending={pending}>
        Save
      </Button>
      <Button onClick={() => setPending(false)}>Finish</Button>
    </form>
  );
}

describe('Button', () => {
  it('keeps the focus while its action runs, and ignores presses until it ends', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<SlowForm onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveFocus();

    // Neither another press nor Enter in the form submits it again while it runs.
    await user.click(save);
    await user.type(screen.getByLabelText('Name'), 'Ada{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(save).not.toHaveAttribute('aria-busy');
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('is disabled, unfocusable and silent when told so', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Closed
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Closed' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
