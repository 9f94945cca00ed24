import pino from 'pino';

export type Logger = pino.Logger;

/** Structured logs; secrets and credentials are redacted wherever they appear. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: [
          'password',
          '*.password',
          'refresh_token',
          '*.refresh_token',
          'access_token',
          '*.access_token',
          'authorization',
          '*.authorization',
          'req.headers.authorization',
          'req.headers.cookie',
          'config.JWT_SECRET',
          'config.STRIPE_SECRET_KEY',
          'config.STRIPE_WEBHOOK_SECRET',
          'config.S3_SECRET_ACCESS_KEY',
          'config.SMTP_URL',
          'config.DATABASE_URL',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
