import { describe, expect, it } from 'vitest';
import { createLogger } from './index.js';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ log: { level: 'info', pretty: false } }, 'redaction-test', {
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { logger, lines };
}

describe('URLs in log lines', () => {
  it("keeps a request's path and method but never its query string", () => {
    const { logger, lines } = capturingLogger();
    logger.info(
      {
        req: {
          method: 'GET',
          url: '/api/auth/verify-email?token=verify-secret',
          ip: '203.0.113.9',
          socket: { remotePort: 4321 },
        },
      },
      'incoming request',
    );
    expect(lines[0]?.req).toEqual({
      method: 'GET',
      url: '/api/auth/verify-email?[redacted]',
      remoteAddress: '203.0.113.9',
      remotePort: 4321,
    });
  });

  it('redacts the query string of any logged url, in every process that logs one', () => {
    const { logger, lines } = capturingLogger();
    logger.info({ url: 'https://example.com/reset?token=reset-secret&x=1#part' }, 'a page');
    logger.info({ url: 'https://example.com/plain#fragment' }, 'another page');
    logger.child({ worker: 'discovery' }).info({ url: '/x?key=sp_secret' }, 'from a child logger');
    expect(lines.map((line) => line.url)).toEqual([
      'https://example.com/reset?[redacted]',
      'https://example.com/plain',
      '/x?[redacted]',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/secret/);
  });
});
