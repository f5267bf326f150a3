import { describe, expect, it } from 'vitest';
import { presentLanguageFiles } from './language-files.js';

const pagesOf = (origin: string, entries: readonly (readonly [string, string | null])[]) =>
  entries.map(([path, language]) => ({ url: `${origin}${path}`, language }));

describe('where each language’s llms.txt belongs', () => {
  it('puts the default language at the root and each translation in its own folder', () => {
    const pages = pagesOf('https://docs.test', [
      ['/', 'en'],
      ['/guide/', 'en-US'],
      ['/faq/', null],
      ['/de/', 'de'],
      ['/de/guide/', 'de'],
      ['/pt-br/guide/setup/', 'pt-BR'],
      ['/pt-br/guide/', 'pt-BR'],
    ]);
    expect(presentLanguageFiles(pages, 'en', 'https://docs.test/')).toEqual([
      { tag: 'en', pages: 3, llmsTxtUrl: 'https://docs.test/llms.txt' },
      { tag: 'de', pages: 2, llmsTxtUrl: 'https://docs.test/de/llms.txt' },
      { tag: 'pt-br', pages: 2, llmsTxtUrl: 'https://docs.test/pt-br/llms.txt' },
    ]);
  });

  it('finds the language’s folder below a shared prefix, and for a single translated page', () => {
    const pages = pagesOf('https://site.test', [
      ['/docs/en/intro', 'en'],
      ['/docs/en/api/', 'en'],
      ['/docs/ja/intro', 'ja'],
      ['/docs/ja/api/', 'ja'],
      ['/docs/fr/intro', 'fr'],
    ]);
    expect(
      presentLanguageFiles(pages, 'en', 'https://site.test/docs/en/intro').map((l) => l.llmsTxtUrl),
    ).toEqual([
      'https://site.test/llms.txt',
      'https://site.test/docs/ja/llms.txt',
      'https://site.test/docs/fr/llms.txt',
    ]);
  });

  it('places a translation on its own host at that host’s root', () => {
    const pages = [
      ...pagesOf('https://example.test', [
        ['/', 'en'],
        ['/about', 'en'],
      ]),
      ...pagesOf('https://de.example.test', [
        ['/', 'de'],
        ['/ueber', 'de'],
      ]),
    ];
    expect(presentLanguageFiles(pages, 'en', 'https://example.test/')[1]).toEqual({
      tag: 'de',
      pages: 2,
      llmsTxtUrl: 'https://de.example.test/llms.txt',
    });
  });

  it('names no place for a translation whose folder holds pages of another language', () => {
    const pages = pagesOf('https://mixed.test', [
      ['/guide', 'en'],
      ['/guide-de', 'de'],
      ['/blog/news-de', 'de'],
      ['/blog/news', 'en'],
    ]);
    expect(presentLanguageFiles(pages, 'en', 'https://mixed.test/')[1]).toEqual({
      tag: 'de',
      pages: 2,
      llmsTxtUrl: null,
    });
  });

  it('lists nothing for a site in one language', () => {
    const pages = pagesOf('https://one.test', [
      ['/', 'en'],
      ['/a', 'en-GB'],
      ['/b', null],
    ]);
    expect(presentLanguageFiles(pages, 'en', 'https://one.test/')).toEqual([]);
  });
});
