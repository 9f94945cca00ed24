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
});
