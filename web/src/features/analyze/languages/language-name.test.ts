import { describe, expect, it } from 'vitest';
import { findLanguage, languageName, placementSentence } from './language-name.js';

describe('language names', () => {
  it('names tags in English, regional forms included, and keeps unknown tags as they are', () => {
    expect(languageName('de')).toBe('German');
    expect(languageName('pt-br')).toBe('Brazilian Portuguese');
    expect(languageName('zz')).toBe('zz');
    expect(languageName('not a tag')).toBe('not a tag');
  });

  it('says where a language’s file goes, or why it has no folder of its own', () => {
    const german = { tag: 'de', pages: 4, llmsTxtUrl: 'https://docs.test/de/llms.txt' };
    expect(placementSentence(german)).toContain('https://docs.test/de/llms.txt');
    expect(placementSentence({ ...german, llmsTxtUrl: null })).toMatch(/German pages share their folders/);
  });

  it('finds the entry of a tag stored in another letter case', () => {
    const languages = [{ tag: 'pt-br', pages: 2, llmsTxtUrl: null }];
    expect(findLanguage(languages, 'pt-BR')).toBe(languages[0]);
    expect(findLanguage(languages, null)).toBeUndefined();
  });
});
