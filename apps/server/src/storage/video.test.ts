import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_SIZE, videoFixture, type VideoFixture } from './testing.ts';
import { createVideoTools, NotAVideo, VideoToolsMissing } from './video.ts';

const dir = mkdtempSync(join(tmpdir(), 'rentspace-video-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function onDisk(kind: VideoFixture): Promise<string> {
  const file = join(dir, kind);
  writeFileSync(file, await videoFixture(kind));
  return file;
}

describe('video tools (ffprobe and ffmpeg on the received file)', () => {
  const tools = createVideoTools();

  it('answers the picture size and the first frame as PNG', async () => {
    const video = await tools.inspect(await onDisk('webm'), 'webm');
    expect(video).toMatchObject(FIXTURE_SIZE);
    expect(await sharp(video.firstFrame).metadata()).toMatchObject({
      format: 'png',
      ...FIXTURE_SIZE,
    });
  });

  it('reads each file with the demuxer of the container its first bytes name, never a guess', async () => {
    const error = await tools.inspect(await onDisk('webm'), 'mp4').catch((caught) => caught);
    expect(error).toBeInstanceOf(NotAVideo);
    expect(error.reason).toBe('unreadable');
  });

  it('kills a program that runs past the time limit, and refuses the file', async () => {
    const hasty = createVideoTools({ timeoutMs: 1 });
    const error = await hasty.inspect(await onDisk('mp4'), 'mp4').catch((caught) => caught);
    expect(error).toBeInstanceOf(NotAVideo);
    expect(error.message).toMatch(/SIGKILL/);
  });

  it('says so when ffprobe or ffmpeg is not installed', async () => {
    const missing = join(dir, 'no-such-program');
    const file = await onDisk('mp4');
    await expect(createVideoTools({ ffprobe: missing }).inspect(file, 'mp4')).rejects.toThrow(
      VideoToolsMissing,
    );
    await expect(createVideoTools({ ffmpeg: missing }).inspect(file, 'mp4')).rejects.toThrow(
      VideoToolsMissing,
    );
  });
});
