import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SpaceGallery } from './space-gallery';

const photos = Array.from(
  { length: 5 },
  (_, i) => `/storage/v1/object/public/spaces/host/photo-${i + 1}.webp`,
);

describe('SpaceGallery', () => {
  it('opens every photo in a dialog that loads on first use, closes it with Escape and opens it again', async () => {
    const user = userEvent.setup();
    render(<SpaceGallery images={photos} title="Daylight loft" />);
    // The dialog is not part of the page until it is asked for.
    expect(screen.queryByRole('dialog')).toBeNull();
    const showAll = screen.getByRole('button', { name: 'Show all 5 photos' });
    await user.click(showAll);
    const dialog = await screen.findByRole('dialog', { name: 'Daylight loft: all photos' });
    expect(dialog.querySelectorAll('img')).toHaveLength(5);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(showAll);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
