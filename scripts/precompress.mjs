// Writes `.br` and `.gz` copies of the web build's text assets, at the highest settings (paid once
// here rather than on every request); the server sends them to clients that accept them.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const compress = (data) =>
  Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: 9 }),
  ]);

async function compressFile(path, byContent) {
  const data = await readFile(path);
  // The first-visit clients carry copies of the app's own chunks (the map library, the offline
  // map's countries): the same bytes under another name are compressed once.
  const key = createHash('sha1').update(data).digest('hex');
  let compressed = byContent.get(key);
  if (!compressed) byContent.set(key, (compressed = compress(data)));
  const [br, gz] = await compressed;
  if (br.length < data.length) await writeFile(`${path}.br`, br);
  if (gz.length < data.length) await writeFile(`${path}.gz`, gz);
}

/**
 * Compresses every text file of `dir` over 1 KB that gets smaller; resolves to how many. The files
 * are compressed on zlib's thread pool, as many at once as the machine has cores: one after another
 * on this thread, brotli's highest quality took about 12 s of a first start.
 */
export async function precompress(dir) {
  const queue = [...files(dir)].filter(
    (path) => COMPRESSIBLE.test(path) && statSync(path).size >= MIN_BYTES,
  );
  const count = queue.length;
  const byContent = new Map();
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift())
      await compressFile(path, byContent);
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return count;
}
