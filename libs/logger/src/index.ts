import { pino, type Logger } from 'pino';
import type { Config } from '@signpost/config';

export type { Logger } from 'pino';

/** Paths whose values must never reach a log line, wherever they appear in a logged object. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.jwtSecret',
  '*.secretKey',
  '*.webhookSecret',
  '*.metricsToken',
  '*.smtpUrl',
  '*.apiKey',
  '*.secret',
  '*.databaseUrl',
  '*.redisUrl',
];

export function createLogger(config: Pick<Config, 'log'>, name: string): Logger {
  return pino({
    name,
    level: config.log.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(config.log.pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  });
}
