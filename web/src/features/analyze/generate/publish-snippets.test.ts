import { describe, expect, it } from 'vitest';
import { DISCOVERY_SNIPPET, publishSnippets } from './publish-snippets.js';

const URL_ = 'https://signpost.example/s/docs-example/llms.txt';
const FULL = 'https://signpost.example/s/docs-example/llms-full.txt';

describe('publishSnippets', () => {
  const snippets = publishSnippets(URL_, FULL);

  it('covers the common hosts, each pointing both files at the published addresses', () => {
    expect(snippets.map((snippet) => snippet.id)).toEqual([
      'netlify',
      'vercel',
      'cloudflare',
      'nginx',
      'apache',
    ]);
    for (const snippet of snippets) {
      expect(snippet.code, snippet.id).toContain(URL_);
      expect(snippet.code, snippet.id).toContain(FULL);
    }
  });

  it('writes rules each host reads: Vercel JSON rewrites, Netlify proxies, nginx exact locations', () => {
    const vercel = JSON.parse(snippets.find((snippet) => snippet.id === 'vercel')!.code);
    expect(vercel.rewrites).toEqual([
      { source: '/llms.txt', destination: URL_ },
      { source: '/llms-full.txt', destination: FULL },
    ]);
    expect(snippets.find((snippet) => snippet.id === 'netlify')!.code.split('\n')[0]).toMatch(
      /^\/llms\.txt\s+\S+\s+200!$/,
    );
    expect(snippets.find((snippet) => snippet.id === 'nginx')!.code).toContain(
      `location = /llms.txt { proxy_pass ${URL_};`,
    );
    expect(snippets.find((snippet) => snippet.id === 'apache')!.code).toContain('RewriteRule ^llms\\.txt$');
  });

  it('gives the version 2 discovery links, as an HTML element and as a header', () => {
    expect(DISCOVERY_SNIPPET.code.split('\n')).toEqual([
      '<link rel="describedby" href="/llms.txt">',
      'Link: </llms.txt>; rel="describedby"',
    ]);
  });
});
