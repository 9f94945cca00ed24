import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MediaGroup, type MediaItem } from './media-group';

function video(overrides: Partial<MediaItem>): MediaItem {
  return {
    key: 'video-1',
    kind: 'video',
    name: 'tour.mp4',
    url: '/storage/v1/object/public/spaces/host/abc.mp4',
    preview: null,
    progress: 1,
    status: 'done',
    fresh: false,
    ...overrides,
  };
}

const ignore = () => {};

describe('MediaGroup videos', () => {
  it('shows a stored video with its first frame as the poster, loading nothing more until played', () => {
    render(<MediaGroup title="Videos" items={[video({})]} onMove={ignore} onRemove={ignore} />);
    const player = screen.getByLabelText('Video 1');
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe('/storage/v1/object/public/spaces/host/abc.mp4');
    expect(player.getAttribute('poster')).toBe(
      '/storage/v1/object/public/spaces/host/abc-400.webp',
    );
    expect(player.getAttribute('preload')).toBe('none');
  });

  it('shows a placeholder while a video uploads', () => {
    const uploading = video({ url: null, status: 'uploading', progress: 0.4 });
    const { container } = render(
      <MediaGroup title="Videos" items={[uploading]} onMove={ignore} onRemove={ignore} />,
    );
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Uploading tour.mp4' })).toBeTruthy();
  });
});
