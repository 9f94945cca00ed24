// Writes `.br` and `.gz` copies of the web build's text assets, at the highest settings (paid once
// here rather than on every request); the server sends them to clients that accept them.
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

async function compressFile(path) {
  const data = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: 9 }),
  ]);
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
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift())
      await compressFile(path);
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return count;
}
