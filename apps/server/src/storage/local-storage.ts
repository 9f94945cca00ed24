import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import {
  contentTypeOf,
  isSafePath,
  RangeNotSatisfiable,
  type ByteRange,
  type Storage,
  type StorageBody,
} from './storage.ts';

/**
 * Files on local disk at `{root}/{bucket}/{path}`. The demo seed writes its pictures straight into
 * this layout, so it must not change. Writes go to a temporary name and are renamed into place.
 */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);

  function locate(bucket: string, path: string): string {
    if (!isSafePath(bucket) || !isSafePath(path))
      throw new Error(`unsafe storage path: ${bucket}/${path}`);
    const full = join(base, bucket, path);
    if (!full.startsWith(base + sep)) throw new Error(`unsafe storage path: ${bucket}/${path}`);
    return full;
  }

  async function moveInto(source: string, target: string) {
    try {
      await rename(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(source, target);
    }
  }

  return {
    kind: 'local',
    async put(bucket, path, body: StorageBody) {
      const target = locate(bucket, path);
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body);
        else await moveInto(body.file, partial);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(bucket, path, range?: ByteRange) {
      let file: string;
      try {
        file = locate(bucket, path);
      } catch {
        return null;
      }
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const totalSize = info.size;
      if (!range)
        return {
          body: createReadStream(file),
          size: totalSize,
          totalSize,
          contentType: contentTypeOf(path),
        };
      const end = Math.min(range.end ?? totalSize - 1, totalSize - 1);
      if (range.start >= totalSize || range.start > end) throw new RangeNotSatisfiable(totalSize);
      return {
        body: createReadStream(file, { start: range.start, end }),
        size: end - range.start + 1,
        totalSize,
        contentType: contentTypeOf(path),
        range: { start: range.start, end },
      };
    },
    async delete(bucket, paths) {
      for (const path of paths) {
        await unlink(locate(bucket, path)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
      }
    },
  };
}
