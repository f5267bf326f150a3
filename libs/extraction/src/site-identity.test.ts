import { describe, expect, it } from 'vitest';
import { extractSiteIdentity } from './site-identity.js';

describe('extractSiteIdentity', () => {
  it.each([
    [
      '<meta property="og:site_name" content="Acme Inc"><title>Home | Something</title>',
      'https://acme.dev/',
      'Acme Inc',
    ],
    ['<title>Pricing | Acme</title>', 'https://acme.dev/pricing', 'Acme'],
    ['<title>Acme - Ship faster with fewer bugs</title>', 'https://www.acme.dev/', 'Acme'],
    ['<title>Docs — Acme</title>', 'https://acme.dev/', 'Acme'],
    ['<title>Ship faster – GetAcme</title>', 'https://getacme.io/', 'GetAcme'],
    ['<title>The best widgets online | Widgetry</title>', 'https://example.org/', 'Widgetry'],
    ['<title>Welcome to our website</title>', 'https://www.example.org/', 'example.org'],
    ['<p>No title at all</p>', 'https://www.example.org/', 'example.org'],
    ['<meta name="application-name" content="Acme App"><title>Home</title>', 'https://acme.dev/', 'Acme App'],
  ])('names the site of %s at %s as %j', (html, url, expected) => {
    expect(extractSiteIdentity(html, url).siteName).toBe(expected);
  });

  it('summarises from the meta description, then og:description, then the first paragraph', () => {
    expect(
      extractSiteIdentity('<meta name="description" content="Widgets for everyone.">', 'https://a.com/')
        .summary,
    ).toBe('Widgets for everyone.');
    expect(
      extractSiteIdentity('<meta property="og:description" content="From OG.">', 'https://a.com/').summary,
    ).toBe('From OG.');
    const paragraph = 'Acme builds reliable widgets for teams that ship every single day.';
    expect(
      extractSiteIdentity(
        `<nav><p>${'menu '.repeat(20)}</p></nav><p>Hi</p><p>${paragraph}</p>`,
        'https://a.com/',
      ),
    ).toEqual({
      siteName: 'a.com',
      summary: paragraph,
    });
  });
});
