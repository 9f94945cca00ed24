import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaUploader } from './media-uploader';

const stored = (name: string) => `/storage/v1/object/public/spaces/host/${name}.webp`;

describe('MediaUploader', () => {
  it('names stored photos by their place, not their file’s code', () => {
    render(
      <MediaUploader
        images={[stored('313895f4e3b4d5ac1485f1cd'), stored('8a1c')]}
        videos={[]}
        onChange={vi.fn()}
        onBusyChange={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1',
      'Photo 2',
    ]);
    expect(screen.queryByText(/313895f4/)).not.toBeInTheDocument();
  });

  it('gives the focus to the next photo once one is removed, then to the file picker', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <MediaUploader
        images={[stored('a'), stored('b'), stored('c')]}
        videos={[]}
        onChange={onChange}
        onBusyChange={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(onChange).toHaveBeenLastCalledWith({ images: [stored('a'), stored('c')], videos: [] });
    // The photo that was third is now second, and its Remove has the focus.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove photo 2' })).toHaveFocus(),
    );
    expect(screen.getByText('Photo removed')).toBeInTheDocument();

    // At the end of the row, the one before it.
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove photo 1' })).toHaveFocus(),
    );
    // The last one: the file picker.
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(document.querySelector('input[type="file"]')).toHaveFocus());
  });
});
