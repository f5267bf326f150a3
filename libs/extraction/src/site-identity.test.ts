import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.js';
import { extractSiteIdentity, refineSiteName, siteNameFromTitles } from './site-identity.js';

/** The identity as the pipeline reads it: from the homepage and its extraction. */
const identityOf = (html: string, url: string) => extractSiteIdentity(html, url, extractPage(html, url));

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
    ['<title>Acme Platform — Home</title>', 'http://127.0.0.1:4173/', 'Acme Platform'],
    ['<title>Home | Acme</title>', 'http://127.0.0.1:4173/', 'Acme'],
    ['<title>Welcome to Northwind Traders</title>', 'https://shop.example/', 'Northwind Traders'],
    ['<title>Index - Home</title>', 'https://www.example.org/', 'example.org'],
    [
      '<meta property="og:site_name" content="Home"><title>Home · Tally Books</title>',
      'https://t.test/',
      'Tally Books',
    ],
    [
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"Ledgerly","url":"https://ledgerly.test/"}</script><title>Home</title>',
      'https://ledgerly.test/',
      'Ledgerly',
    ],
    [
      '<script type="application/ld+json">{"@graph":[{"@type":"WebPage","name":"Home"},{"@type":["Organization"],"name":"Muddy Boots Garden"}]}</script><title>Home</title>',
      'http://127.0.0.1:4173/',
      'Muddy Boots Garden',
    ],
    [
      '<script type="application/ld+json">{not json</script><title>Docs | Nimbus</title>',
      'http://127.0.0.1/',
      'Nimbus',
    ],
  ])('names the site of %s at %s as %j', (html, url, expected) => {
    expect(identityOf(html, url).siteName).toBe(expected);
  });

  it('summarises from the meta description, then og:description, then the first paragraph', () => {
    expect(
      identityOf('<meta name="description" content="Widgets for everyone.">', 'https://a.com/').summary,
    ).toBe('Widgets for everyone.');
    expect(identityOf('<meta property="og:description" content="From OG.">', 'https://a.com/').summary).toBe(
      'From OG.',
    );
    const paragraph = 'Acme builds reliable widgets for teams that ship every single day.';
    expect(
      identityOf(`<nav><p>${'menu '.repeat(20)}</p></nav><p>Hi</p><p>${paragraph}</p>`, 'https://a.com/'),
    ).toEqual({
      siteName: 'a.com',
      summary: paragraph,
    });
  });

  describe('across the titles of the site', () => {
    it('finds the part the titles share, first or last', () => {
      expect(
        siteNameFromTitles([
          'Acme Platform — Home',
          'Pricing - Acme Platform',
          'Docs | Acme Platform',
          'Blog | Acme Platform',
        ]),
      ).toBe('Acme Platform');
      expect(siteNameFromTitles(['Home | Acme', 'Acme — Pricing', 'Acme — Changelog', 'Careers'])).toBe(
        'Acme',
      );
    });

    it('finds nothing when no part recurs or titles have no parts', () => {
      expect(siteNameFromTitles(['Pricing - Acme', 'Docs - Nimbus', 'About - Ferrite'])).toBeNull();
      expect(siteNameFromTitles(['Pricing', 'Documentation', 'Home'])).toBeNull();
      expect(siteNameFromTitles(['Home - Welcome', 'Index - Home', 'Untitled - Home'])).toBeNull();
    });

    it('replaces a guessed name with the shared one and keeps a declared one', () => {
      const site = {
        url: 'http://127.0.0.1:4173/',
        homeTitle: 'Home',
        titles: [
          'Home',
          'Pricing · Ridgeline Supply',
          'Tents · Ridgeline Supply',
          'Boots · Ridgeline Supply',
        ],
      };
      expect(refineSiteName('127.0.0.1', site)).toBe('Ridgeline Supply');
      expect(refineSiteName('Home', site)).toBe('Ridgeline Supply');
      expect(refineSiteName(null, site)).toBe('Ridgeline Supply');
      expect(refineSiteName('Ridgeline Supply Co.', site)).toBeNull();
      const shortestGuess = { ...site, homeTitle: 'Tents · Ridgeline Supply' };
      expect(refineSiteName('Tents', shortestGuess)).toBe('Ridgeline Supply');
    });
  });
});
