import type { PageNavigation } from '../page-reading/read-page.js';
import { navKeyOf } from './nav-key.js';
import { mergeMenus, type NavPlace } from './merge-menus.js';
import type { SiteNavigationSnapshot } from './navigation-snapshot.js';
import type { PageMenu } from './page-menus.js';

export type { NavPlace } from './merge-menus.js';

/** Distinct menus kept; a site whose every page has a menu of its own adds nothing past this. */
const MAX_DISTINCT_MENUS = 300;
/** Pages whose breadcrumb section is kept: more than any plan reads. */
const MAX_BREADCRUMB_PAGES = 20_000;

const signatureOf = (menu: PageMenu) =>
  menu.map((entry) => `${navKeyOf(entry.url)}\t${entry.group ?? ''}`).join('\n');

/**
 * The site's navigation as its pages show it: every distinct menu met while crawling, with how
 * many pages carry it, merged into one order with each page's navigation group. Holds one copy of
 * each distinct menu, never the pages.
 */
export class SiteNavigation {
  readonly #menus = new Map<string, { menu: PageMenu; pages: number; first: number }>();
  readonly #breadcrumbGroups = new Map<string, string>();
  /** Places kept from an earlier reading for pages not read again, by navKeyOf of their address. */
  readonly #keptPlaces = new Map<string, NavPlace>();

  /** Takes in the menus and the breadcrumb section one crawled page showed. */
  observe({ menus, breadcrumbGroup }: PageNavigation, pageUrl: string): void {
    if (breadcrumbGroup !== null && this.#breadcrumbGroups.size < MAX_BREADCRUMB_PAGES) {
      this.#breadcrumbGroups.set(navKeyOf(pageUrl), breadcrumbGroup);
    }
    for (const menu of menus) {
      const signature = signatureOf(menu);
      const known = this.#menus.get(signature);
      if (known) known.pages += 1;
      else if (this.#menus.size < MAX_DISTINCT_MENUS) {
        this.#menus.set(signature, { menu, pages: 1, first: this.#menus.size });
      }
    }
  }

  /**
   * Gives a page the site answered 304 for the place the earlier reading gave it: its menus are not
   * read again, so what they say is not observed, and the place it had stands for it.
   */
  keepPlace(pageUrl: string, place: NavPlace): void {
    if (this.#keptPlaces.size < MAX_BREADCRUMB_PAGES) this.#keptPlaces.set(navKeyOf(pageUrl), place);
  }

  /** What the crawl has observed so far, as plain data a later attempt of the crawl restores. */
  snapshot(): SiteNavigationSnapshot {
    return {
      menus: [...this.#menus.values()].map(({ menu, pages }) => ({ menu, pages })),
      breadcrumbGroups: [...this.#breadcrumbGroups],
      keptPlaces: [...this.#keptPlaces],
    };
  }

  static restore(snapshot: SiteNavigationSnapshot): SiteNavigation {
    const navigation = new SiteNavigation();
    for (const { menu, pages } of snapshot.menus) {
      navigation.#menus.set(signatureOf(menu), { menu, pages, first: navigation.#menus.size });
    }
    for (const [key, group] of snapshot.breadcrumbGroups) navigation.#breadcrumbGroups.set(key, group);
    for (const [key, place] of snapshot.keptPlaces) navigation.#keptPlaces.set(key, place);
    return navigation;
  }

  /**
   * Where each page sits in the site's navigation, by navKeyOf of its address. A page no menu puts
   * in a group takes the section its breadcrumb trail names; a page no menu links to has no rank.
   * A page kept unread from an earlier reading has the place it had then.
   */
  places(): Map<string, NavPlace> {
    const ranked = [...this.#menus.values()].sort((a, b) => b.pages - a.pages || a.first - b.first);
    const places = mergeMenus(ranked.map(({ menu }) => menu));
    for (const [key, group] of this.#breadcrumbGroups) {
      const place = places.get(key);
      if (place === undefined) places.set(key, { order: null, group });
      else if (place.group === null) places.set(key, { ...place, group });
    }
    for (const [key, place] of this.#keptPlaces) places.set(key, place);
    return places;
  }

  /** The place of one page address, if the navigation links to it. */
  static placeOf(places: ReadonlyMap<string, NavPlace>, url: string): NavPlace | undefined {
    return places.get(navKeyOf(url));
  }
}
