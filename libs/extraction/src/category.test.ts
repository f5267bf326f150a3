import type { PageCategory } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import { guessCategory } from './category.js';

const noSignals = { title: '', headings: [] };

describe('guessCategory from the address', () => {
  it.each<[string, PageCategory]>([
    ['https://acme.dev/docs', 'docs'],
    ['https://acme.dev/documentation/install', 'docs'],
    ['https://acme.dev/docs/api/users', 'api-reference'],
    ['https://acme.dev/docs/guides/deploy', 'tutorial'],
    ['https://acme.dev/api/v1/users', 'api-reference'],
    ['https://acme.dev/reference/cli', 'api-reference'],
    ['https://acme.dev/tutorials/first-app', 'tutorial'],
    ['https://acme.dev/tutorial', 'tutorial'],
    ['https://acme.dev/guides/scaling', 'tutorial'],
    ['https://acme.dev/learn/basics', 'tutorial'],
    ['https://acme.dev/blog/2024/launch', 'blog'],
    ['https://acme.dev/news/funding', 'blog'],
    ['https://acme.dev/posts/hello', 'blog'],
    ['https://acme.dev/pricing', 'pricing'],
    ['https://acme.dev/plans.html', 'pricing'],
    ['https://acme.dev/about-us', 'about'],
    ['https://acme.dev/team', 'about'],
    ['https://acme.dev/company/careers', 'about'],
    ['https://acme.dev/contact', 'contact'],
    ['https://acme.dev/support/tickets', 'contact'],
    ['https://acme.dev/legal/dpa', 'legal'],
    ['https://acme.dev/privacy-policy', 'legal'],
    ['https://acme.dev/terms', 'legal'],
    ['https://acme.dev/cookies', 'legal'],
    ['https://acme.dev/changelog', 'changelog'],
    ['https://acme.dev/releases/v2', 'changelog'],
    ['https://acme.dev/release-notes', 'changelog'],
    ['https://acme.dev/products/widget', 'product'],
    ['https://acme.dev/product', 'product'],
    ['https://acme.dev/features/sync', 'product'],
    ['https://acme.dev/en/blog/launch', 'blog'],
    ['https://acme.dev/', 'product'],
    ['https://acme.dev/index.html', 'product'],
    ['https://docs.acme.dev/', 'docs'],
    ['https://docs.acme.dev/install', 'docs'],
    ['https://blog.acme.dev/some-post', 'blog'],
    ['https://acme.dev/some/random/page', 'other'],
    ['https://acme.dev/apis-are-fun-but-this-is-a-post', 'api-reference'],
  ])('%s → %s', (url, expected) => {
    expect(guessCategory(url, noSignals)).toBe(expected);
  });
});

describe('guessCategory from title and headings', () => {
  it.each<[string, string, string[], PageCategory]>([
    ['https://acme.dev/x', 'Acme API Reference', [], 'api-reference'],
    ['https://acme.dev/x', 'Release notes | Acme', [], 'changelog'],
    ['https://acme.dev/x', 'Privacy Policy', [], 'legal'],
    ['https://acme.dev/x', 'Acme', ['How to deploy on Fly'], 'tutorial'],
    ['https://acme.dev/x', 'Acme Documentation', [], 'docs'],
    ['https://acme.dev/x', 'Simple, honest pricing', [], 'pricing'],
    ['https://acme.dev/x', 'Get in touch', [], 'contact'],
    ['https://acme.dev/x', 'Our story', ['Our team'], 'about'],
    ['https://acme.dev/x', 'Acme Blog', [], 'blog'],
    ['https://acme.dev/x', 'Features', [], 'product'],
    ['https://acme.dev/x', 'Untitled', ['Welcome'], 'other'],
    ['https://acme.dev/pricing', 'Our team', [], 'pricing'],
  ])('%s titled %j → %s', (url, title, headings, expected) => {
    expect(guessCategory(url, { title, headings })).toBe(expected);
  });

  it('keeps a homepage as product despite marketing headings', () => {
    expect(
      guessCategory('https://acme.dev/', { title: 'Acme — support tickets, simply', headings: ['Pricing'] }),
    ).toBe('product');
  });

  it('lets a homepage title name a whole section', () => {
    expect(guessCategory('https://jane.dev/', { title: "Jane's Blog", headings: [] })).toBe('blog');
    expect(guessCategory('https://acme.dev/', { title: 'Acme Docs', headings: [] })).toBe('docs');
  });

  it('falls back to keywords for an unparseable address', () => {
    expect(guessCategory('not a url', { title: 'Pricing', headings: [] })).toBe('pricing');
    expect(guessCategory('not a url', noSignals)).toBe('other');
  });
});
