import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPolicy } from './address-guard.js';
import { createGuardedConnector, type ResolveAll } from './connection-guard.js';
import { FetchError } from './fetch-error.js';
import { createFetcherWithPolicy, createGuardedFetcher } from './guarded-fetcher.js';
import {
  fetcherOptions,
  startLoopbackServer,
  type LoopbackServer,
} from './testing/loopback-server.test-support.js';

let server: LoopbackServer;

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    if (request.url === '/to-other-loopback') {
      response.writeHead(302, { location: `http://127.0.0.2:${server.port}/` }).end();
    } else if (request.url === '/to-ftp') {
      response.writeHead(302, { location: 'ftp://example.com/file' }).end();
    } else {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('reached');
    }
  });
});

afterAll(() => server.close());

async function failureCode(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchError);
  return (error as FetchError).code;
}

describe('address guard on fetch (allowPrivate false)', () => {
  const fetcher = createGuardedFetcher(fetcherOptions({ allowPrivate: false }));
  afterAll(() => fetcher.close());

  it.each([
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::1]/',
    'http://[::]/',
    'http://0/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'https://192.168.1.1/',
    'http://100.64.0.1/',
  ])('refuses %s before connecting', async (url) => {
    expect(await failureCode(fetcher.fetch(url))).toBe('address_refused');
  });

  it('refuses a loopback server by literal address without opening a connection', async () => {
    const before = server.connections();
    expect(await failureCode(fetcher.fetch(`${server.origin}/`))).toBe('address_refused');
    expect(server.connections()).toBe(before);
  });

  it('refuses a host name that resolves to loopback without opening a connection', async () => {
    const before = server.connections();
    expect(await failureCode(fetcher.fetch(`http://localhost:${server.port}/`))).toBe('address_refused');
    expect(server.connections()).toBe(before);
  });

  it.each([
    ['ftp://example.com/', 'unsupported_protocol'],
    ['file:///etc/passwd', 'unsupported_protocol'],
    ['not a url', 'invalid_url'],
  ])('rejects %s as %s', async (url, code) => {
    expect(await failureCode(fetcher.fetch(url))).toBe(code);
  });
});

describe('redirect hops are checked like the first request', () => {
  const onlyFirstLoopback = { isAllowed: (ip: string) => ip === '127.0.0.1' };
  const fetcher = createFetcherWithPolicy(fetcherOptions(), onlyFirstLoopback);
  afterAll(() => fetcher.close());

  it('fetches an allowed address', async () => {
    const result = await fetcher.fetch(`${server.origin}/`);
    expect(result.text()).toBe('reached');
  });

  it('refuses a redirect to a refused address', async () => {
    expect(await failureCode(fetcher.fetch(`${server.origin}/to-other-loopback`))).toBe('address_refused');
  });

  it('refuses a redirect to another protocol', async () => {
    expect(await failureCode(fetcher.fetch(`${server.origin}/to-ftp`))).toBe('unsupported_protocol');
  });
});

describe('host names are checked on every DNS answer', () => {
  const resolveTo =
    (address: string, family: number): ResolveAll =>
    (_hostname, _options, callback) => {
      callback(null, [{ address, family }]);
    };

  it.each([
    ['127.0.0.1', 4],
    ['10.1.2.3', 4],
    ['169.254.169.254', 4],
    ['::1', 6],
    ['::ffff:127.0.0.1', 6],
  ])('refuses a public-looking host resolving to %s', async (address, family) => {
    const fetcher = createFetcherWithPolicy(fetcherOptions({ allowPrivate: false }), addressPolicy({}), {
      resolve: resolveTo(address, family),
    });
    const before = server.connections();
    const code = await failureCode(fetcher.fetch(`http://innocent.example:${server.port}/`));
    await fetcher.close();
    expect(code).toBe('address_refused');
    expect(server.connections()).toBe(before);
  });

  it('refuses a host when any one of its addresses is refused', async () => {
    const mixed: ResolveAll = (_hostname, _options, callback) => {
      callback(null, [
        { address: '8.8.8.8', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ]);
    };
    const fetcher = createFetcherWithPolicy(fetcherOptions({ allowPrivate: false }), addressPolicy({}), {
      resolve: mixed,
    });
    const code = await failureCode(fetcher.fetch(`http://mixed.example:${server.port}/`));
    await fetcher.close();
    expect(code).toBe('address_refused');
  });
});

describe('guarded connector', () => {
  it('drops a socket whose peer address is refused', async () => {
    const connect = createGuardedConnector({ isAllowed: () => false }, 1000);
    const error = await new Promise<Error | null>((resolve) => {
      connect({ hostname: '127.0.0.1', protocol: 'http:', port: String(server.port) }, (...args) =>
        resolve(args[0]),
      );
    });
    expect(error?.name).toBe('BlockedAddressError');
  });
});
