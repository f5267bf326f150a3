import { readPage } from '../page-reading/read-page.js';
import type { SiteNavigation } from '../site-nav/site-navigation.js';

/** What the crawl does with one fetched page's navigation: read it, then hand it to the site's. */
export function observePage(navigation: SiteNavigation, html: string, url: string): void {
  navigation.observe(readPage({ html, url, productToken: 'signpostbot' }).navigation, url);
}
