import { describe, expect, it } from 'vitest';
import { isGeneratorMachinery } from './generator-machinery.js';

const at = (path: string) => `https://docs.example.com${path}`;

describe('isGeneratorMachinery', () => {
  it.each([
    '/_modules/widgets/cache.html',
    '/en/latest/_sources/usage.rst.txt',
    '/genindex.html',
    '/genindex-A.html',
    '/py-modindex.html',
    '/search.html',
    '/search/',
    '/api/allclasses-index.html',
    '/api/index-all.html',
    '/api/com/example/class-use/Widget.html',
    '/api/overview-tree.html',
    '/reference/globals_func.html',
    '/reference/widget_8c_source.html',
    '/src/widgets/lib.rs.html',
  ])('recognises %s as a generator’s own page', (path) => {
    expect(isGeneratorMachinery(at(path))).toBe(true);
  });

  it.each([
    '/',
    '/usage.html',
    '/api/widgets.cache.html',
    '/api/com/example/Widget.html',
    '/api/com/example/package-summary.html',
    '/guide/searching-widgets.html',
    '/modules/cache/',
    '/reference/classWidget.html',
  ])('keeps %s, a page of content', (path) => {
    expect(isGeneratorMachinery(at(path))).toBe(false);
  });
});
