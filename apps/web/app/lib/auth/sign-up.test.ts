import { describe, expect, it, vi } from 'vitest';
import { signUpThenSignIn } from './sign-up';

type Client = Parameters<typeof signUpThenSignIn>[0];

/** A stand-in for @supabase/auth-js: the answers our server gives to a sign-up and a sign-in. */
function client(
  signUp: { session?: object; confirmation_sent_at?: string; error?: object },
  signIn: { error?: { code: string; message: string } },
) {
  return {
    signUp: vi.fn(async () => ({
      data: {
        session: signUp.session ?? null,
        user: signUp.error ? null : { confirmation_sent_at: signUp.confirmation_sent_at },
      },
      error: signUp.error ?? null,
    })),
    signInWithPassword: vi.fn(async () => ({
      data: {},
      error: signIn.error ? Object.assign(new Error(signIn.error.message), signIn.error) : null,
    })),
  } as unknown as Client & { signInWithPassword: ReturnType<typeof vi.fn> };
}

describe('signUpThenSignIn', () => {
  it('signs a new account in with its password after the sign-up', async () => {
    const fake = client({}, {});
    expect(await signUpThenSignIn(fake, 'new@example.test', 'a-password')).toBe('signedIn');
    expect(fake.signInWithPassword).toHaveBeenCalledWith({
      email: 'new@example.test',
      password: 'a-password',
    });
  });

  it('sends to the mailbox when the address is registered to someone else', async () => {
    const fake = client(
      {},
      { error: { code: 'invalid_credentials', message: 'Invalid login credentials' } },
    );
    expect(await signUpThenSignIn(fake, 'taken@example.test', 'a-password')).toBe('checkEmail');
  });

  it('sends to the mailbox without signing in when a link was sent', async () => {
    const fake = client({ confirmation_sent_at: '2031-01-01T00:00:00Z' }, {});
    expect(await signUpThenSignIn(fake, 'new@example.test', 'a-password')).toBe('checkEmail');
    expect(fake.signInWithPassword).not.toHaveBeenCalled();
  });

  it('passes on any other failure', async () => {
    const weak = client({ error: new Error('Password should be at least 8 characters.') }, {});
    await expect(signUpThenSignIn(weak, 'a@example.test', 'short')).rejects.toThrow(
      'Password should be at least 8 characters.',
    );
    const limited = client(
      {},
      {
        error: {
          code: 'over_request_rate_limit',
          message: 'Too many requests. Please try again in 9 seconds.',
        },
      },
    );
    await expect(signUpThenSignIn(limited, 'a@example.test', 'a-password')).rejects.toThrow(
      'Too many requests. Please try again in 9 seconds.',
    );
  });
});
