import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes brotli and gzip copies of the text files over 1 KB, each decoding to the file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
    const styles = `.card { padding: 1rem; }\n`.repeat(100);
    writeFileSync(join(dir, 'assets/app-1.js'), script);
    // The same bytes under another name, as the first-visit clients' copies of shared chunks.
    writeFileSync(join(dir, 'assets/fv-app-1.js'), script);
    writeFileSync(join(dir, 'assets/site.css'), styles);
    writeFileSync(join(dir, 'small.js'), 'export {};\n');
    writeFileSync(join(dir, 'photo.webp'), Buffer.alloc(4096, 7));

    expect(await precompress(dir)).toBe(3);

    for (const [file, text] of [
      ['assets/app-1.js', script],
      ['assets/fv-app-1.js', script],
      ['assets/site.css', styles],
    ] as const) {
      const path = join(dir, file);
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(text);
      expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(text);
    }
    expect(readFileSync(join(dir, 'assets/fv-app-1.js.br'))).toEqual(
      readFileSync(join(dir, 'assets/app-1.js.br')),
    );
    // Too small to gain, and not text: left alone.
    expect(existsSync(join(dir, 'small.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.webp.br'))).toBe(false);
  });
});
