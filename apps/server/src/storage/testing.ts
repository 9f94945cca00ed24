import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Every fixture's picture size. Its first frame is red, every frame from 0.3 s on blue. */
export const FIXTURE_SIZE = { width: 320, height: 240 };

// One second at 10 frames a second.
const PICTURE = [
  '-f',
  'lavfi',
  '-i',
  "color=c=red:s=320x240:r=10:d=1,drawbox=c=blue:t=fill:enable='gte(t,0.3)'",
];
const SOUND = ['-f', 'lavfi', '-i', 'sine=d=1'];
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

const RECIPES = {
  /** H.264 and AAC in MP4, as phones record. */
  mp4: [...PICTURE, ...SOUND, ...H264, '-c:a', 'aac', '-f', 'mp4'],
  /** The same in a QuickTime file (brand 'qt  '). */
  mov: [...PICTURE, ...SOUND, ...H264, '-c:a', 'aac', '-f', 'mov'],
  /** VP9 and Opus in WebM. */
  webm: [
    ...[...PICTURE, ...SOUND, '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8'],
    ...['-c:a', 'libopus', '-f', 'webm'],
  ],
  /** Sound alone in MP4 (an .m4a renamed). */
  'audio-mp4': [...SOUND, '-c:a', 'aac', '-f', 'mp4'],
  /** Sound in MP4 with cover art: its only picture stream is an attached still, not a video. */
  'cover-art-mp4': [
    ...[...SOUND, '-f', 'lavfi', '-i', 'color=c=red:s=64x64:d=1', '-map', '0', '-map', '1:v'],
    ...['-frames:v', '1', '-c:a', 'aac', '-c:v', 'mjpeg', '-disposition:v', 'attached_pic'],
    ...['-f', 'mp4'],
  ],
  /** H.264 in Matroska: its first bytes are WebM's, but WebM holds no H.264. */
  'h264-matroska': [...PICTURE, ...H264, '-f', 'matroska'],
} satisfies Record<string, string[]>;

export type VideoFixture = keyof typeof RECIPES;

const made = new Map<VideoFixture, Promise<Buffer>>();

/** A small real video made with ffmpeg (once per process), for tests of uploads. */
export function videoFixture(kind: VideoFixture): Promise<Buffer> {
  let video = made.get(kind);
  if (!video) {
    video = (async () => {
      const dir = mkdtempSync(join(tmpdir(), 'rentspace-video-'));
      try {
        const file = join(dir, 'video');
        await run('ffmpeg', ['-v', 'error', '-nostdin', ...RECIPES[kind], file]);
        return readFileSync(file);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    })();
    made.set(kind, video);
  }
  return video;
}
