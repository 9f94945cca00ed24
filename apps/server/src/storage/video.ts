import { z } from 'zod';
import { FULL_WIDTH } from '@rentspace/core/media';
import { MAX_IMAGE_PIXELS } from '@rentspace/core/listings/limits';
import { createSlots } from './slots.ts';
import { runTool, ToolFailed, ToolMissing } from './run-tool.ts';
import type { VideoContainer } from './sniff.ts';

/** Why a file that looked like a video is refused. */
export class NotAVideo extends Error {
  constructor(
    readonly reason: 'unreadable' | 'no_picture',
    detail: string,
  ) {
    super(detail);
  }
}

/** ffprobe or ffmpeg is not installed: no video can be checked, so none is taken. */
export class VideoToolsMissing extends Error {}

export interface InspectedVideo {
  width: number;
  height: number;
  /** The first frame as PNG, at most FULL_WIDTH on either side. */
  firstFrame: Buffer;
}

export interface VideoToolsOptions {
  /** The programs to run: Debian's ffmpeg package installs both on the PATH. */
  ffprobe?: string;
  ffmpeg?: string;
  /** Each program is killed after this long. */
  timeoutMs?: number;
}

// Each container is read by its own demuxer, never by ffmpeg's guess: a file whose first bytes
// say MP4 must parse as MP4. WebM is Matroska with these video codecs only.
const DEMUXERS: Record<VideoContainer, { format: string; codecs?: ReadonlySet<string> }> = {
  mp4: { format: 'mov' },
  mov: { format: 'mov' },
  webm: { format: 'webm', codecs: new Set(['vp8', 'vp9', 'av1']) },
};

// Local files only (no network protocols, no other files a container might point to), and the
// demuxer's own default reading limits, written out.
const INPUT_LIMITS = [
  ...['-protocol_whitelist', 'file'],
  ...['-probesize', '5000000', '-analyzeduration', '5000000'],
];

const ProbeSchema = z.object({
  streams: z
    .array(
      z.object({
        index: z.number(),
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        disposition: z.object({ attached_pic: z.number().optional() }).optional(),
      }),
    )
    .default([]),
});

function parseProbe(output: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(output.toString('utf8'));
  } catch {
    throw new NotAVideo('unreadable', 'ffprobe printed no JSON');
  }
  const parsed = ProbeSchema.safeParse(json);
  if (!parsed.success) throw new NotAVideo('unreadable', 'unexpected ffprobe output');
  return parsed.data.streams;
}

// Two videos at a time per instance; a first frame is decoded on one thread.
const withSlot = createSlots(2);

/**
 * Proves that an uploaded file is the video its first bytes claim, with ffprobe and ffmpeg run on
 * the received temporary file: it must parse with the claimed container's demuxer and hold a
 * video stream (cover art in an audio file does not count) whose first frame decodes.
 */
export function createVideoTools(options: VideoToolsOptions = {}) {
  const ffprobe = options.ffprobe ?? 'ffprobe';
  const ffmpeg = options.ffmpeg ?? 'ffmpeg';
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function run(command: string, args: string[], maxOutputBytes: number) {
    try {
      return await runTool(command, args, { timeoutMs, maxOutputBytes });
    } catch (error) {
      if (error instanceof ToolMissing) throw new VideoToolsMissing(error.message);
      if (error instanceof ToolFailed) throw new NotAVideo('unreadable', error.message);
      throw error;
    }
  }

  async function pictureStream(file: string, container: VideoContainer) {
    const { format, codecs } = DEMUXERS[container];
    const output = await run(
      ffprobe,
      [
        ...['-v', 'error', ...INPUT_LIMITS, '-f', format],
        ...['-i', `file:${file}`, '-of', 'json'],
        '-show_entries',
        'stream=index,codec_type,codec_name,width,height:stream_disposition=attached_pic',
      ],
      1024 * 1024,
    );
    const stream = parseProbe(output).find(
      (candidate) =>
        candidate.codec_type === 'video' &&
        candidate.disposition?.attached_pic !== 1 &&
        (candidate.width ?? 0) > 0 &&
        (candidate.height ?? 0) > 0,
    );
    if (!stream) throw new NotAVideo('no_picture', `no video stream in ${container}`);
    if (codecs && !codecs.has(stream.codec_name ?? ''))
      throw new NotAVideo('unreadable', `${stream.codec_name} is not a ${container} codec`);
    if (stream.width! * stream.height! > MAX_IMAGE_PIXELS)
      throw new NotAVideo('unreadable', `${stream.width}x${stream.height} px`);
    return { index: stream.index, width: stream.width!, height: stream.height! };
  }

  async function firstFrame(file: string, container: VideoContainer, stream: number) {
    const fit = `scale=w='min(iw,${FULL_WIDTH})':h='min(ih,${FULL_WIDTH})':force_original_aspect_ratio=decrease`;
    const frame = await run(
      ffmpeg,
      [
        ...['-v', 'error', '-nostdin', '-threads', '1', '-filter_threads', '1'],
        ...[...INPUT_LIMITS, '-f', DEMUXERS[container].format],
        ...['-max_pixels', String(MAX_IMAGE_PIXELS), '-i', `file:${file}`],
        ...['-map', `0:${stream}`, '-frames:v', '1', '-vf', fit, '-an', '-sn', '-dn'],
        ...['-c:v', 'png', '-f', 'image2pipe', 'pipe:1'],
      ],
      32 * 1024 * 1024,
    );
    if (frame.length === 0) throw new NotAVideo('unreadable', 'no frame decoded');
    return frame;
  }

  return {
    /** Refuses with NotAVideo, or answers the picture's size and its first frame. */
    inspect(file: string, container: VideoContainer): Promise<InspectedVideo> {
      return withSlot(async () => {
        const stream = await pictureStream(file, container);
        const frame = await firstFrame(file, container, stream.index);
        return { width: stream.width, height: stream.height, firstFrame: frame };
      });
    },
  };
}

export type VideoTools = ReturnType<typeof createVideoTools>;
