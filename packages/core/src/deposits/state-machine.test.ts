import { describe, expect, it } from 'vitest';
import { DEPOSIT_STATUSES, depositAuthoriseAt, depositReleaseAt } from './constants.ts';
import {
  DEPOSIT_EVENTS,
  DepositTransitionError,
  depositTransition,
  depositTransitions,
  nextDepositStatus,
} from './state-machine.ts';

describe('the deposit lifecycle', () => {
  it('holds, then releases or captures through a claim', () => {
    expect(depositTransition('scheduled', 'authorised')).toBe('held');
    expect(depositTransition('held', 'claim_filed')).toBe('claimed');
    expect(depositTransition('claimed', 'claim_captured')).toBe('captured');
    expect(depositTransition('claimed', 'claim_rejected')).toBe('released');
    expect(depositTransition('held', 'window_passed')).toBe('released');
  });

  it('ends nothing twice: released, captured and cancelled are final', () => {
    for (const final of ['released', 'captured', 'cancelled'] as const)
      for (const event of DEPOSIT_EVENTS) expect(nextDepositStatus(final, event)).toBeNull();
    expect(() => depositTransition('claimed', 'window_passed')).toThrow(DepositTransitionError);
  });

  it('lists every allowed change from known statuses', () => {
    const changes = depositTransitions();
    expect(changes.length).toBeGreaterThan(8);
    for (const [from, , to] of changes) {
      expect(DEPOSIT_STATUSES).toContain(from);
      expect(DEPOSIT_STATUSES).toContain(to);
    }
  });
});

describe('deposit timing', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  it('authorises at confirmation within 5 days of the start, else 2 days before', () => {
    expect(depositAuthoriseAt(now, new Date('2026-12-06T12:00:00Z'))).toEqual(now);
    expect(depositAuthoriseAt(now, new Date('2026-12-06T12:00:01Z'))).toEqual(
      new Date('2026-12-04T12:00:01Z'),
    );
  });
  it('releases 48 hours after the end', () => {
    expect(depositReleaseAt(new Date('2026-12-10T10:00:00Z'))).toEqual(
      new Date('2026-12-12T10:00:00Z'),
    );
  });
});
