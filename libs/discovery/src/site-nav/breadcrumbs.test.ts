import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readBreadcrumbGroup } from './breadcrumbs.js';
import { SiteNavigation } from './site-navigation.js';
import { observePage } from '../testing/observe-page.js';

const PAGE = 'https://docs.test/guide/install';
const html = (trail: string, h1 = 'Install') =>
  `<html><head><title>${h1} | Docs</title></head><body>${trail}<main><h1>${h1}</h1></main></body></html>`;
const groupOf = (trail: string, h1?: string) => readBreadcrumbGroup(load(html(trail, h1)), PAGE);

describe('the section a breadcrumb trail names', () => {
  it('reads a Docusaurus trail: home link, category, active page', () => {
    const trail = `<nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul class="breadcrumbs">
      <li class="breadcrumbs__item"><a class="breadcrumbs__link" href="/">Home</a></li>
      <li class="breadcrumbs__item"><span class="breadcrumbs__link">Getting Started</span></li>
      <li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">Install</span></li>
    </ul></nav>`;
    expect(groupOf(trail)).toBe('Getting Started');
  });

  it('reads a Bootstrap trail whose current item is marked aria-current', () => {
    const trail = `<nav aria-label="breadcrumb"><ol class="breadcrumb">
      <li class="breadcrumb-item"><a href="/">Home</a></li>
      <li class="breadcrumb-item"><a href="/guide/">User Guide</a></li>
      <li class="breadcrumb-item" aria-current="page">Install</li></ol></nav>`;
    expect(groupOf(trail)).toBe('User Guide');
  });

  it('reads a Sphinx trail with an icon-only home link and an unmarked current page', () => {
    const trail = `<div role="navigation" aria-label="Page navigation"><ul class="wy-breadcrumbs">
      <li><a href="../index.html" class="icon icon-home"></a> »</li>
      <li class="breadcrumb-item"><a href="index.html">Tutorials</a> »</li>
      <li>Install</li></ul></div>`;
    expect(groupOf(trail)).toBe('Tutorials');
  });

  it('reads a JSON-LD BreadcrumbList when the markup has no trail', () => {
    const list = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Docs', item: 'https://docs.test/' },
        { '@type': 'ListItem', position: 2, name: 'Guides', item: 'https://docs.test/guide/' },
        { '@type': 'ListItem', position: 3, name: 'Install', item: PAGE },
      ],
    };
    expect(groupOf(`<script type="application/ld+json">${JSON.stringify(list)}</script>`)).toBe('Guides');
  });

  it('names no section for a trail of the home page and the page itself, or for no trail', () => {
    const trail = `<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li>Install</li></ol></nav>`;
    expect(groupOf(trail)).toBeNull();
    expect(groupOf('<nav><a href="/">Home</a><a href="/guide/">Guide</a></nav>')).toBeNull();
    expect(
      groupOf('<script type="application/ld+json">{"@type": "BreadcrumbList", broken</script>'),
    ).toBeNull();
  });
});

describe('breadcrumb sections in the site navigation', () => {
  const sidebar = `<aside><nav><a href="/guide/a">A</a><a href="/guide/b">B</a><a href="/guide/c">C</a></nav></aside>`;
  const trail = (section: string) =>
    `<nav aria-label="Breadcrumbs"><ol><li><a href="/">Home</a></li><li><a href="/guide/">${section}</a></li></ol></nav>`;

  it('groups pages no menu groups by their trail, and keeps pages no menu links to without a rank', () => {
    const navigation = new SiteNavigation();
    for (const path of ['/guide/a', '/guide/b', '/guide/c'])
      observePage(
        navigation,
        `<html><body>${sidebar}${trail('Guide')}</body></html>`,
        `https://docs.test${path}`,
      );
    observePage(navigation, `<html><body>${trail('Recipes')}</body></html>`, 'https://docs.test/recipes/x');
    const places = navigation.places();
    expect(SiteNavigation.placeOf(places, 'https://docs.test/guide/b')).toEqual({ order: 1, group: 'Guide' });
    expect(SiteNavigation.placeOf(places, 'https://docs.test/recipes/x')).toEqual({
      order: null,
      group: 'Recipes',
    });
  });
});
