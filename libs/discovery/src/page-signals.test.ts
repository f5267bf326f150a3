import { describe, expect, it } from 'vitest';
import { readPageSignals } from './page-signals.js';

const read = (html: string, robotsHeader?: string) =>
  readPageSignals(html, 'https://e.com/docs/page', { robotsHeader, productToken: 'SignpostBot' });

describe('readPageSignals', () => {
  it('reads canonical, hreflang alternates and feeds against <base href>', () => {
    const signals = read(`<head><base href="https://e.com/v2/"><link rel="canonical" href="page?utm_source=x">
      <link rel="alternate" hreflang="de" href="/de/page"><link rel="alternate" type="application/atom+xml" href="feed.atom">
      </head><body><a href="other">o</a></body>`);
    expect(signals).toMatchObject({
      canonical: 'https://e.com/v2/page',
      alternates: ['https://e.com/de/page'],
      feeds: ['https://e.com/v2/feed.atom'],
      links: ['https://e.com/v2/other'],
    });
  });

  it.each([
    ['<meta name="robots" content="noindex">', undefined, true, false],
    ['<meta name="ROBOTS" content="NOINDEX, NOFOLLOW">', undefined, true, true],
    ['<meta name="signpostbot" content="none">', undefined, true, true],
    ['<meta name="otherbot" content="noindex">', undefined, false, false],
    ['', 'noindex', true, false],
    ['', 'otherbot: noindex, nofollow', false, false],
    ['', 'signpostbot: nofollow', false, true],
  ])('reads robots directives from %j and header %j', (head, header, noindex, nofollow) => {
    expect(read(`<head>${head}</head><body>x</body>`, header)).toMatchObject({ noindex, nofollow });
  });

  it('recognises an empty JavaScript shell, and not a page with content', () => {
    expect(read('<body><div id="root"></div><script src="/app.js"></script></body>').looksLikeShell).toBe(
      true,
    );
    const article = `<body><p>${'words '.repeat(100)}</p><script src="/a.js"></script></body>`;
    expect(read(article).looksLikeShell).toBe(false);
    expect(read('<body><p>Short page without scripts</p></body>').looksLikeShell).toBe(false);
  });

  it('notices a page that says it does not exist, and fingerprints without digits', () => {
    expect(read('<title>404 - Page not found</title>').saysNotFound).toBe(true);
    expect(read('<title>Pricing</title>').saysNotFound).toBe(false);
    expect(read('<title>Item 12</title><p>7 left</p>').fingerprint).toBe(
      read('<title>Item 99</title><p>3 left</p>').fingerprint,
    );
  });
});
