import { describe, expect, it } from 'vitest';
import { countLanguages, pageInLanguage, sameLanguage } from './language.js';
import { defaultSelection } from './selection.js';

describe('language tags', () => {
  it('treats a bare language as covering its regional forms, whatever the case', () => {
    expect(sameLanguage('en', 'en-US')).toBe(true);
    expect(sameLanguage('EN-us', 'en-US')).toBe(true);
    expect(sameLanguage('en_GB', 'en')).toBe(true);
    expect(sameLanguage('pt-BR', 'pt-PT')).toBe(false);
    expect(sameLanguage('zh-CN', 'zh-cn')).toBe(true);
    expect(sameLanguage('de', 'en')).toBe(false);
  });

  it('counts pages without a language in the default one', () => {
    expect(pageInLanguage(null, 'en', 'en-US')).toBe(true);
    expect(pageInLanguage(null, 'de', 'en')).toBe(false);
    expect(pageInLanguage('de-DE', 'de', 'en')).toBe(true);
    expect(pageInLanguage('fr', null, 'en')).toBe(true);
  });

  it('counts languages with the default first and its regional forms folded into it', () => {
    expect(countLanguages(['en-US', null, 'de', 'en', 'de', 'fr'], 'en')).toEqual([
      { tag: 'en', pages: 3 },
      { tag: 'de', pages: 2 },
      { tag: 'fr', pages: 1 },
    ]);
    expect(countLanguages(['en', 'en-US', null], 'en')).toEqual([{ tag: 'en', pages: 3 }]);
  });
});

describe('the default selection of a site in several languages', () => {
  const pages = [
    { url: '/', qualityScore: 8, language: 'en' },
    { url: '/guide/', qualityScore: 7, language: 'en-US' },
    { url: '/faq/', qualityScore: 6, language: null },
    { url: '/de/', qualityScore: 9, language: 'de' },
    { url: '/de/guide/', qualityScore: 8, language: 'de-DE' },
    { url: '/fr/', qualityScore: 9, language: 'fr' },
  ];

  it('leaves out translations of the default language, keeping pages that declare none', () => {
    const selected = defaultSelection(pages, { language: 'en', defaultLanguage: 'en' });
    expect([...selected].sort()).toEqual(['/', '/faq/', '/guide/']);
  });

  it('selects the pages of another language when that one is asked for', () => {
    const selected = defaultSelection(pages, { language: 'de', defaultLanguage: 'en' });
    expect([...selected].sort()).toEqual(['/de/', '/de/guide/']);
  });

  it('falls back to the best pages of the language, not of the whole site', () => {
    const weak = pages.map((page) => ({ ...page, qualityScore: page.language?.startsWith('en') ? 2 : 4 }));
    const selected = defaultSelection(weak, { language: 'en', defaultLanguage: 'en' });
    expect([...selected].sort()).toEqual(['/', '/faq/', '/guide/']);
  });

  it('selects from every page when the site declares no language', () => {
    expect(defaultSelection(pages).size).toBe(pages.length);
  });
});
