import { describe, expect, it } from 'vitest';
import { accountEnding } from './payout-account.ts';

describe('accountEnding', () => {
  it('keeps the last four characters of an account id', () => {
    expect(accountEnding('acct_1PqR7sT9uVwX2Q7z')).toBe('2Q7z');
    expect(accountEnding('sbx_acct_0a1b2c3d4e5f')).toBe('4e5f');
  });

  it('shows a short id as it is', () => {
    expect(accountEnding('ab')).toBe('ab');
  });
});
