import { describe, expect, it } from 'vitest';
import { publicChange } from './routes.ts';

const id = '6f1c2a7e-8d4b-4c1a-9e2f-0b5d7a3c9e11';
const owner = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

describe('what the public realtime stream passes on', () => {
  it('a published listing with table, type and id only: never its owner', () => {
    expect(
      publicChange({ table: 'spaces', type: 'UPDATE', id, user_id: owner, public: true } as never),
    ).toEqual({ table: 'spaces', type: 'UPDATE', id });
  });

  it('nothing of a draft, nor of a listing whose notification does not say it is public', () => {
    expect(
      publicChange({ table: 'spaces', type: 'INSERT', id, user_id: owner, public: false } as never),
    ).toBeUndefined();
    // A notification in the old shape (or any other) is treated as a draft's.
    expect(publicChange({ table: 'spaces', type: 'INSERT', id })).toBeUndefined();
  });

  it('space types as before, and nothing of other tables', () => {
    expect(publicChange({ table: 'space_types', type: 'INSERT', id })).toEqual({
      table: 'space_types',
      type: 'INSERT',
      id,
    });
    expect(publicChange({ table: 'messages', type: 'INSERT', id })).toBeUndefined();
  });
});
