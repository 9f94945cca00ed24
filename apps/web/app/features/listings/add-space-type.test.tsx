import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SPACE_TYPE_TEXT } from '@rentspace/core/listings/constants';
import { AddSpaceType } from './add-space-type';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => 'host-token' }));

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

async function add(label: string) {
  const onAdded = vi.fn();
  render(<AddSpaceType onAdded={onAdded} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add a type' }));
  await userEvent.type(screen.getByLabelText('New type'), label);
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  return onAdded;
}

describe("the listing form's 'add a type'", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says a suggested type waits for approval and may be used on drafts meanwhile', async () => {
    const suggestion = {
      id: '0b8f3a52-7d4c-4f53-9a51-1f1a3c2b4d5e',
      name: 'rooftop',
      label: 'Rooftop',
      status: 'pending',
      created_at: '2026-03-20T12:00:00.000Z',
    };
    answer(202, suggestion);
    const onAdded = await add('Rooftop');
    expect(await screen.findByRole('status')).toHaveTextContent(
      SPACE_TYPE_TEXT.suggested('Rooftop'),
    );
    expect(onAdded).toHaveBeenCalledWith(suggestion);
  });

  it('says nothing more when the type is listed', async () => {
    const listed = {
      id: '0b8f3a52-7d4c-4f53-9a51-1f1a3c2b4d5e',
      name: 'studio',
      label: 'Studio',
      created_at: '2026-03-20T12:00:00.000Z',
    };
    answer(200, listed);
    const onAdded = await add('Studio');
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith(listed));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the limit message past the daily suggestions', async () => {
    answer(429, {
      error: { code: 'rate_limited', message: SPACE_TYPE_TEXT.tooManySuggestions('3 minutes') },
    });
    const onAdded = await add('Castle');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      SPACE_TYPE_TEXT.tooManySuggestions('3 minutes'),
    );
    expect(screen.getByLabelText('New type')).toHaveValue('Castle');
    expect(onAdded).not.toHaveBeenCalled();
  });
});
