import { describe, expect, it } from 'vitest';
import type { ProfileUpdate } from '@rentspace/core/profiles/api';
import { sortUpdates } from './updates-editor';

const update = (id: string, created_at: string, is_pinned = false): ProfileUpdate => ({
  id,
  title: id,
  content: id,
  type: 'general',
  is_pinned,
  created_at,
});

describe('sortUpdates', () => {
  it('puts pinned updates first, then the newest', () => {
    const sorted = sortUpdates([
      update('old', '2026-01-01T00:00:00Z'),
      update('pinned-old', '2025-01-01T00:00:00Z', true),
      update('new', '2026-02-01T00:00:00Z'),
    ]);
    expect(sorted.map((u) => u.id)).toEqual(['pinned-old', 'new', 'old']);
  });
});
