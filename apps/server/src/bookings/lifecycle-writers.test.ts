import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCE_DIRS = ['apps/server/src', 'apps/web/app', 'packages/core/src', 'packages/db/src'];
/** The one writer of bookings.status (docs/decisions/0021-one-writer-per-booking-status-and-server-domains.md). */
const WRITER = 'apps/server/src/bookings/lifecycle.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const SQL_STATUS_WRITE = /\bupdate\s+bookings\b(\s+\w+)?\s+set\b[\s\S]*?\bstatus\s*=/i;

/**
 * The places in a source text that write bookings.status: a Drizzle `.update(bookings).set({...})`
 * whose values name `status` or spread an object (which may carry it), and SQL text that updates
 * the bookings table's status. Inserts create bookings; they change no status.
 */
export function statusWrites(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'set'
    ) {
      const target = node.expression.expression;
      const updatesBookings =
        ts.isCallExpression(target) &&
        ts.isPropertyAccessExpression(target.expression) &&
        target.expression.name.text === 'update' &&
        target.arguments[0]?.getText() === 'bookings';
      const values = node.arguments[0];
      if (updatesBookings && values) {
        const writesStatus =
          !ts.isObjectLiteralExpression(values) ||
          values.properties.some(
            (property) =>
              ts.isSpreadAssignment(property) ||
              (property.name !== undefined && property.name.getText() === 'status'),
          );
        if (writesStatus) found.push(where(node));
      }
    }
    if (
      (ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node) ||
        ts.isStringLiteral(node)) &&
      SQL_STATUS_WRITE.test(node.getText())
    ) {
      found.push(where(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the writers of bookings.status', () => {
  it('are only the lifecycle repository: no other source writes the column', () => {
    const writes = SOURCE_DIRS.flatMap(sourceFiles).flatMap((path) =>
      statusWrites(relative(ROOT, join(ROOT, path)), readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.filter((write) => !write.startsWith(`${WRITER}:`))).toEqual([]);
    // One update in the writer: every event goes through transitionBookings.
    expect(writes.filter((write) => write.startsWith(`${WRITER}:`))).toHaveLength(1);
  });

  it('finds a status written by Drizzle, by a spread of values or in SQL text', () => {
    const drizzle = `db.update(bookings).set({ status: 'cancelled', updated_at: now });`;
    const spread = `db.update(bookings).set({ ...values });`;
    const variable = `db.update(bookings).set(values);`;
    const raw = 'sql`update bookings b set updated_at = now(), status = ${"completed"}`';
    const other = `db.update(bookings).set({ refund_id: id }); db.update(payouts).set({ status: 'paid' });`;
    expect(statusWrites('a.ts', drizzle)).toEqual(['a.ts:1']);
    expect(statusWrites('a.ts', spread)).toEqual(['a.ts:1']);
    expect(statusWrites('a.ts', variable)).toEqual(['a.ts:1']);
    expect(statusWrites('a.ts', raw)).toHaveLength(1);
    expect(statusWrites('a.ts', other)).toEqual([]);
  });
});
