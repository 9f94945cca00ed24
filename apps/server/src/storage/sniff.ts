/** The video containers the spaces bucket takes, named by the extension they are stored under. */
export type VideoContainer = 'mp4' | 'webm' | 'mov';

/** A video as its first bytes claim it to be; ./video.ts then proves the claim with a demuxer. */
export type SniffedVideo = { kind: 'video'; extension: VideoContainer; contentType: string };

/** What the first bytes of an upload say it is. Only videos are recognised here; images are decoded. */
export type Sniffed = SniffedVideo | { kind: 'other' };

/** Bytes needed to tell: the ISO base media box header and its brand. */
export const SNIFF_BYTES = 12;

// ISO-BMFF brands that are still images (HEIF, AVIF), not videos.
const IMAGE_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);
// Classic QuickTime files may open with one of these atoms instead of 'ftyp'.
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide']);

/** Recognises MP4 (ftyp), QuickTime (ftyp 'qt  ' or a leading QuickTime atom) and WebM (EBML). */
export function sniffVideo(head: Uint8Array): Sniffed {
  if (
    head.length >= 4 &&
    head[0] === 0x1a &&
    head[1] === 0x45 &&
    head[2] === 0xdf &&
    head[3] === 0xa3
  ) {
    return { kind: 'video', extension: 'webm', contentType: 'video/webm' };
  }
  if (head.length < SNIFF_BYTES) return { kind: 'other' };
  const box = Buffer.from(head.subarray(4, 8)).toString('latin1');
  if (box === 'ftyp') {
    const brand = Buffer.from(head.subarray(8, 12)).toString('latin1');
    if (IMAGE_BRANDS.has(brand)) return { kind: 'other' };
    if (brand === 'qt  ')
      return { kind: 'video', extension: 'mov', contentType: 'video/quicktime' };
    return { kind: 'video', extension: 'mp4', contentType: 'video/mp4' };
  }
  if (QUICKTIME_ATOMS.has(box))
    return { kind: 'video', extension: 'mov', contentType: 'video/quicktime' };
  return { kind: 'other' };
}
