import { describe, expect, it } from 'vitest';
import { readDefaultLanguage } from './default-language.js';

const HOME = 'https://docs.test/';
const page = (lang: string | null, links: [string, string][]) =>
  `<!doctype html><html${lang === null ? '' : ` lang="${lang}"`}><head>${links
    .map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`)
    .join('')}</head><body><h1>Docs</h1></body></html>`;

describe('the default language of a site, from its home page', () => {
  it('is the language of the x-default alternate, named by the alternate with the same address', () => {
    const html = page('fr', [
      ['fr', '/fr/'],
      ['en', '/en/'],
      ['x-default', '/en/'],
    ]);
    expect(readDefaultLanguage(html, 'https://docs.test/fr/')).toBe('en');
  });

  it('is the home page’s own language when x-default is the home page', () => {
    const html = page('en-US', [
      ['de', '/de/'],
      ['x-default', '/'],
    ]);
    expect(readDefaultLanguage(html, HOME)).toBe('en-US');
  });

  it('is the home page’s <html lang> when no alternate is x-default (Starlight)', () => {
    const html = page('en', [
      ['en', '/'],
      ['de', '/de/'],
      ['fr', '/fr/'],
    ]);
    expect(readDefaultLanguage(html, HOME)).toBe('en');
  });

  it('is the hreflang the home page gives itself when it has no lang attribute', () => {
    expect(
      readDefaultLanguage(
        page(null, [
          ['pt-br', '/'],
          ['en', '/en/'],
        ]),
        HOME,
      ),
    ).toBe('pt-BR');
  });

  it('is null when the home page says nothing of languages, or something unreadable', () => {
    expect(readDefaultLanguage(page(null, []), HOME)).toBeNull();
    expect(readDefaultLanguage(page('not a tag!', []), HOME)).toBeNull();
  });
});
