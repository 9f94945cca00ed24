import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs', 'README.md'];
const SKIP = new Set(['node_modules', 'build', '.react-router', '.work', 'data', 'migrations']);

/** The text files under a path of the repository (a file or a folder). */
function files(path: string): string[] {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return /\.(ts|tsx|mjs|md|css)$/.test(path) ? [path] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    SKIP.has(entry.name) ? [] : files(join(path, entry.name)),
  );
}

/** GitHub's anchor for a Markdown heading. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => slug(match[1]!)));
}

const all = SOURCES.flatMap(files).filter((file) => !file.endsWith('repository-docs.test.ts'));

describe('the repository explains itself', () => {
  it('cites no product document from outside the repository', () => {
    const outside =
      /\b(core-flows\.md|content-pages\.md|DECISIONS\.md|DESIGN\.md|STYLE\.md|ARCHITECTURE\.md)\b|\bspec section\b|\(spec:|\bthe spec's\b/i;
    const found = all.filter((file) => outside.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('cites docs/ files and headings that exist', () => {
    expect(all.length).toBeGreaterThan(300);
    const broken: string[] = [];
    for (const file of all) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const [, path, anchor] of text.matchAll(/\bdocs\/([\w./-]+\.md)(?:#([\w-]+))?/g)) {
        const target = `docs/${path}`;
        if (!existsSync(join(ROOT, target))) broken.push(`${file}: ${target}`);
        else if (anchor && !anchorsOf(target).has(anchor))
          broken.push(`${file}: ${target}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('makes the anchors GitHub makes', () => {
    expect(slug('Platform fee')).toBe('platform-fee');
    expect(slug('Who may book?')).toBe('who-may-book');
    expect(slug('Pages and messages: the route table')).toBe('pages-and-messages-the-route-table');
  });
});
