import { describe, expect, it } from 'vitest';
import { FetchError } from '@signpost/fetch';
import { findBrokenLinks } from './link-check.js';
import { RobotsGate } from './robots-gate.js';
import { inlineSteps } from './validation-steps.js';

describe('findBrokenLinks', () => {
  it('reports a link to a private network without the address its host resolved to', async () => {
    const fetcher = {
      fetch: (url: string) =>
        Promise.reject(
          new FetchError(
            'address_refused',
            'intranet.example resolves to 10.20.30.40, a private or reserved address',
            url,
          ),
        ),
    };
    const robots = new RobotsGate({
      userAgent: 'SignpostBot/0.1',
      readText: async () => null,
      match: inlineSteps.robotsDisallowed,
    });
    const { broken } = await findBrokenLinks(
      [{ title: 'Wiki', url: 'https://intranet.example/wiki', notes: null, line: 7 }],
      {
        fetcher,
        signal: new AbortController().signal,
        robots,
      },
    );
    expect(broken).toEqual([
      {
        check: 'broken_links',
        line: 7,
        message:
          'https://intranet.example/wiki could not be read: it leads to a private or reserved network.',
      },
    ]);
  });
});
