import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('needs no variables for the embedded default', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reports missing production variables by name', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://x.example' }),
    ).toThrowError(
      new ConfigError('Missing required environment variables: DATABASE_URL, JWT_SECRET'),
    );
  });

  it('treats empty values as missing', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: '', JWT_SECRET: '', SITE_URL: '' }),
    ).toThrow('Missing required environment variables: DATABASE_URL, JWT_SECRET, SITE_URL');
  });

  it('refuses malformed values with the variable name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('stops on a renamed variable and names its new name', () => {
    expect(() => loadConfig({ RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL: '10' })).toThrow(
      /RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL is now RATE_LIMIT_SIGNIN_FAILURES_PER_CLIENT/,
    );
    expect(loadConfig({ RATE_LIMIT_SIGNIN_FAILURES_PER_CLIENT: '5' })).toMatchObject({
      RATE_LIMIT_SIGNIN_FAILURES_PER_CLIENT: 5,
      RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER: 10,
      RATE_LIMIT_SIGNIN_SLOWDOWN_MS: 1000,
    });
  });

  it('checks API answers against their schemas in tests only, unless told otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.example/rentspace',
      JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256',
      SITE_URL: 'https://rentspace.example',
    };
    expect(loadConfig(production).RESPONSE_CHECKS).toBe(false);
    expect(loadConfig({}).RESPONSE_CHECKS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).RESPONSE_CHECKS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', RESPONSE_CHECKS: 'false' }).RESPONSE_CHECKS).toBe(false);
    expect(loadConfig({ ...production, RESPONSE_CHECKS: 'true' }).RESPONSE_CHECKS).toBe(true);
  });
});
