import { describe, expect, it } from 'vitest';
import { AccountDeletionSchema } from '../account/schema.ts';
import { MODERATION_MESSAGES, ModerationActionSchema } from './schema.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('required texts say what is asked for, whether missing, empty or not text', () => {
  it("asks an admin's action for its reason", () => {
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 42 }]) {
      expect(messages(ModerationActionSchema.safeParse(body))).toEqual([
        MODERATION_MESSAGES.reasonNeeded,
      ]);
    }
  });

  it('asks an account deletion for the e-mail address', () => {
    for (const body of [{}, { email: '' }, { email: null }]) {
      expect(messages(AccountDeletionSchema.safeParse(body))).toEqual([
        'Type your e-mail address to confirm',
      ]);
    }
  });
});
