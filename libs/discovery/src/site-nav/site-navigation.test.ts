import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteNavigationSnapshotSchema } from './navigation-snapshot.js';
import { SiteNavigation } from './site-navigation.js';
import { observePage } from '../testing/observe-page.js';

const ORIGIN = 'https://widget.test';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8');

const TOP_BAR = `<nav class="top"><a href="/guide/">Guide</a><a href="/api/">API</a><a href="/blog">Blog</a></nav>`;
/** A page of a VitePress-like site: the top bar, then a sidebar of headed sections. */
function page(sections: [string, string[]][] = []): string {
  const sidebar = sections
    .map(
      ([heading, paths]) =>
        `<section><h2>${heading}</h2>${paths.map((link) => `<a href="${link.split('|')[0]}">${link.split('|')[1] ?? link}</a>`).join('')}</section>`,
    )
    .join('');
  return `<html><body><header>${TOP_BAR}</header>${sidebar ? `<aside><nav>${sidebar}</nav></aside>` : ''}<main></main></body></html>`;
}

function placesOf(pages: Record<string, string>) {
  const navigation = new SiteNavigation();
  for (const [path, html] of Object.entries(pages)) observePage(navigation, html, `${ORIGIN}${path}`);
  const places = navigation.places();
  return [...places]
    .sort(([, a], [, b]) => (a.order ?? Infinity) - (b.order ?? Infinity))
    .map(([key, place]) => `${key} ${place.group ?? '-'}`);
}

const GUIDE: [string, string[]][] = [
  ['Introduction', ['/guide/why', '/guide/']],
  ['Browser Mode', ['/guide/browser/zoo', '/guide/browser/|Getting Started']],
];
const API: [string, string[]][] = [
  ['Reference', ['/api/', '/api/zeta', '/api/alpha']],
  ['Browser Mode', ['/api/browser/context', '/api/browser/assert']],
];

describe('SiteNavigation', () => {
  it('hangs each sidebar from its top-bar link, names a repeated group after it, getting started first', () => {
    const guidePage = page(GUIDE);
    const apiPage = page(API);
    expect(
      placesOf({
        '/': page(),
        '/guide/': guidePage,
        '/guide/why': guidePage,
        '/api/': apiPage,
        '/api/zeta': apiPage,
      }),
    ).toEqual([
      '/guide/why Introduction',
      '/guide Introduction',
      // The sidebar calls it getting started: first in its group.
      '/guide/browser Browser Mode',
      '/guide/browser/zoo Browser Mode',
      '/api Reference',
      '/api/zeta Reference',
      '/api/alpha Reference',
      '/api/browser/context API: Browser Mode',
      '/api/browser/assert API: Browser Mode',
      '/blog -',
    ]);
  });

  it('merges the states of one sidebar (a category open on some pages, closed on others)', () => {
    const open = fixture('docusaurus-like');
    const closed = fixture('docusaurus-collapsed');
    expect(
      placesOf({
        '/': closed,
        '/introduction/getting-started': closed,
        '/introduction/why': closed,
        '/api/createWidget': open,
      }),
    ).toEqual([
      '/ -',
      '/introduction/getting-started Introduction',
      '/introduction/why Introduction',
      '/tutorials/quick-start Tutorials',
      '/tutorials/overview Tutorials',
      '/api/createWidget API Reference',
      '/api/configureWidget API Reference',
      '/api/applyTheme API Reference',
    ]);
  });

  it('places a sidebar that shares no page with the top bar under the folder it covers', () => {
    const html = `<html><body><nav><a href="/">Home</a><a href="/docs/">Docs</a><a href="/about">About</a></nav>
      <aside><h3>Setup</h3><a href="/docs/setup/b">b</a><a href="/docs/setup/a">a</a><a href="/docs/setup/c">c</a></aside>
      </body></html>`;
    const home = `<html><body><nav><a href="/">Home</a><a href="/docs/">Docs</a><a href="/about">About</a></nav></body></html>`;
    expect(placesOf({ '/': home, '/about': home, '/docs/setup/b': html })).toEqual([
      '/ -',
      '/docs -',
      '/docs/setup/b Setup',
      '/docs/setup/a Setup',
      '/docs/setup/c Setup',
      '/about -',
    ]);
  });

  it('matches a page to its link whatever the spelling (.html, index.html, trailing slash)', () => {
    const navigation = new SiteNavigation();
    observePage(navigation, fixture('vitepress-like'), `${ORIGIN}/guide/`);
    const places = navigation.places();
    const at = (url: string) => SiteNavigation.placeOf(places, url);
    expect(at(`${ORIGIN}/guide/why`)).toEqual(at(`${ORIGIN}/guide/why.html`));
    // "Getting Started" goes before "Why Widget" in its group.
    expect(at(`${ORIGIN}/guide/index.html`)).toEqual({ order: 0, group: 'Introduction' });
    expect(at(`${ORIGIN}/guide`)).toEqual({ order: 0, group: 'Introduction' });
    expect(at(`${ORIGIN}/guide/why`)).toEqual({ order: 1, group: 'Introduction' });
    expect(at(`${ORIGIN}/nowhere`)).toBeUndefined();
  });

  it('restored from a snapshot halfway, places the pages as one that observed them all', () => {
    const pages: [string, string][] = [
      ['/', page()],
      ['/guide/', page(GUIDE)],
      ['/api/', page(API)],
      ['/api/zeta', page(API)],
      ['/guide/why', page(GUIDE)],
      ['/api/alpha', page(API)],
    ];
    const whole = new SiteNavigation();
    const first = new SiteNavigation();
    pages.forEach(([path, html], index) => {
      observePage(whole, html, `${ORIGIN}${path}`);
      if (index < 3) observePage(first, html, `${ORIGIN}${path}`);
    });
    const restored = SiteNavigation.restore(
      siteNavigationSnapshotSchema.parse(JSON.parse(JSON.stringify(first.snapshot()))),
    );
    for (const [path, html] of pages.slice(3)) observePage(restored, html, `${ORIGIN}${path}`);
    expect([...restored.places()]).toEqual([...whole.places()]);
  });
});
