import type { CheerioAPI } from 'cheerio';
import { navKeyOf } from './nav-key.js';
import { mergeMenus, type NavPlace } from './merge-menus.js';
import { readPageMenus, type PageMenu } from './page-menus.js';

export type { NavPlace } from './merge-menus.js';

/** Distinct menus kept; a site whose every page has a menu of its own adds nothing past this. */
const MAX_DISTINCT_MENUS = 300;

/**
 * The site's navigation as its pages show it: every distinct menu met while crawling, with how
 * many pages carry it, merged into one order with each page's navigation group. Holds one copy of
 * each distinct menu, never the pages.
 */
export class SiteNavigation {
  readonly #menus = new Map<string, { menu: PageMenu; pages: number; first: number }>();

  /** Reads the menus of one crawled page. */
  observe(document: CheerioAPI, pageUrl: string): void {
    for (const menu of readPageMenus(document, pageUrl)) {
      const signature = menu.map((entry) => `${navKeyOf(entry.url)}\t${entry.group ?? ''}`).join('\n');
      const known = this.#menus.get(signature);
      if (known) known.pages += 1;
      else if (this.#menus.size < MAX_DISTINCT_MENUS) {
        this.#menus.set(signature, { menu, pages: 1, first: this.#menus.size });
      }
    }
  }

  /** Where each page sits in the site's navigation, by navKeyOf of its address. */
  places(): Map<string, NavPlace> {
    const ranked = [...this.#menus.values()].sort((a, b) => b.pages - a.pages || a.first - b.first);
    return mergeMenus(ranked.map(({ menu }) => menu));
  }

  /** The place of one page address, if the navigation links to it. */
  static placeOf(places: ReadonlyMap<string, NavPlace>, url: string): NavPlace | undefined {
    return places.get(navKeyOf(url));
  }
}
