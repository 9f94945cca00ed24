import { describe, expect, it } from 'vitest';
import { imageVariant, videoPoster } from './media.ts';

describe('videoPoster', () => {
  it('names the first frame stored beside one of our videos, whatever its container', () => {
    for (const extension of ['mp4', 'webm', 'mov'])
      expect(videoPoster(`/storage/v1/object/public/spaces/u1/abc.${extension}`)).toBe(
        '/storage/v1/object/public/spaces/u1/abc.webp',
      );
    expect(videoPoster('https://cdn.example/storage/v1/object/public/spaces/u1/abc.mp4')).toBe(
      'https://cdn.example/storage/v1/object/public/spaces/u1/abc.webp',
    );
  });

  it('has a smaller copy like any stored photo', () => {
    const poster = videoPoster('/storage/v1/object/public/spaces/u1/abc.mp4')!;
    expect(imageVariant(poster, 400)).toBe('/storage/v1/object/public/spaces/u1/abc-400.webp');
  });

  it('knows nothing of videos hosted elsewhere, or of other files', () => {
    expect(videoPoster('https://videos.example/tour.mp4')).toBeUndefined();
    expect(videoPoster('/storage/v1/object/public/spaces/u1/abc.webp')).toBeUndefined();
    expect(videoPoster('/storage/v1/object/public/spaces/u1/abc.mp4.html')).toBeUndefined();
  });
});
