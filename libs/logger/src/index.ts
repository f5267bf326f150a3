import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '@signpost/config';
import { requestForLog, urlForLog } from './url-redaction.js';

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

/**
 * A process's logger. Secrets are censored wherever they appear, and every logged URL (a request's,
 * or any `url` field) loses its query string. `destination` is for tests that read the lines.
 */
export function createLogger(
  config: Pick<Config, 'log'>,
  name: string,
  destination?: DestinationStream,
): Logger {
  const options = {
    name,
    level: config.log.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: requestForLog, url: urlForLog },
  };
  if (destination) return pino(options, destination);
  return pino({
    ...options,
    ...(config.log.pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  });
}
