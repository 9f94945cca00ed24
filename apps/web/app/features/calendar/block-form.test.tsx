import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOCK_MESSAGES } from '@rentspace/core/bookings/calendar';
import { ApiRequestError } from '~/lib/api';
import { BlockForm } from './block-form';

const mocked = vi.hoisted(() => ({ block: vi.fn() }));
vi.mock('./api', () => ({ calendarApi: { block: mocked.block } }));
vi.mock('~/lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  dismissToasts: vi.fn(),
}));

const SPACE = '6f1c2b1e-0000-4000-8000-000000000001';

beforeEach(() => {
  mocked.block.mockReset();
});

describe('the block form', () => {
  it('says a refused field once, under it, and drops an old refusal on the next try', async () => {
    const user = userEvent.setup();
    render(
      <BlockForm
        spaceId={SPACE}
        timeZone="UTC"
        initial={{ date: '2026-11-01' }}
        onDone={vi.fn()}
      />,
    );
    mocked.block.mockRejectedValueOnce(
      new ApiRequestError(400, 'validation_error', BLOCK_MESSAGES.past, {
        date: [BLOCK_MESSAGES.past],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Block this time' }));
    expect(await screen.findByText(BLOCK_MESSAGES.past)).toBeVisible();
    expect(screen.getAllByText(BLOCK_MESSAGES.past)).toHaveLength(1);
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(BLOCK_MESSAGES.past);

    // Not a field's: above the button. Then a try the form itself stops clears it.
    mocked.block.mockRejectedValueOnce(
      new ApiRequestError(409, 'overlap', 'A booking takes part of this time'),
    );
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-12-09');
    await user.click(screen.getByRole('button', { name: 'Block this time' }));
    expect(await screen.findByText('A booking takes part of this time')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'From – to' }));
    await user.selectOptions(screen.getByLabelText('From'), '12:00');
    await user.selectOptions(screen.getByLabelText('To'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Block this time' }));
    expect(await screen.findByText(BLOCK_MESSAGES.order)).toBeVisible();
    expect(screen.queryByText('A booking takes part of this time')).toBeNull();
    expect(mocked.block).toHaveBeenCalledTimes(2);
  });
});
