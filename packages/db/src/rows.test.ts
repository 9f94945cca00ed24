import { describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { prepared } from './rows.ts';

describe('prepared', () => {
  it('builds a query once per database handle, and again for another handle (a transaction)', () => {
    const built: object[] = [];
    const query = prepared((db) => {
      const made = { db };
      built.push(made);
      return made;
    });
    const root = {} as Database;
    const tx = {} as Database;
    const first = query(root);
    expect(query(root)).toBe(first);
    const inTransaction = query(tx);
    expect(inTransaction).not.toBe(first);
    expect(inTransaction.db).toBe(tx);
    expect(built).toHaveLength(2);
  });
});
