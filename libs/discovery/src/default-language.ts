import { load, type CheerioAPI } from 'cheerio';
import { baseUrlOf } from './page-links.js';
import { normalizePageUrl } from './url-hygiene.js';

interface Alternate {
  hreflang: string;
  url: string;
}

function canonicalTag(tag: string | undefined): string | null {
  const candidate = (tag ?? '').split(',')[0]?.trim().replace(/_/g, '-') ?? '';
  if (candidate === '' || candidate.toLowerCase() === 'x-default') return null;
  try {
    return Intl.getCanonicalLocales(candidate)[0] ?? null;
  } catch {
    return null;
  }
}

function hreflangAlternates($: CheerioAPI, pageUrl: string): Alternate[] {
  const base = baseUrlOf($, pageUrl);
  return $('link[rel~="alternate" i][hreflang][href]')
    .toArray()
    .flatMap((element) => {
      const url = normalizePageUrl($(element).attr('href') ?? '', base);
      const hreflang = ($(element).attr('hreflang') ?? '').trim().toLowerCase();
      return url === null || hreflang === '' ? [] : [{ hreflang, url }];
    });
}

/**
 * The language a site's default llms.txt is written for, read from its home page: the language of
 * the `x-default` alternate (named by the alternate with the same address, or the home page's own
 * when x-default is the home page), else the home page's `<html lang>`, else the hreflang the home
 * page gives itself. Null when the home page says nothing about languages.
 */
export function readDefaultLanguage(html: string | CheerioAPI, homepageUrl: string): string | null {
  const $ = typeof html === 'string' ? load(html) : html;
  const homeUrl = normalizePageUrl(homepageUrl) ?? homepageUrl;
  const alternates = hreflangAlternates($, homeUrl);
  const own = canonicalTag($('html').first().attr('lang'));
  const xDefault = alternates.find((alternate) => alternate.hreflang === 'x-default');
  if (xDefault !== undefined) {
    const named = alternates.find(
      (alternate) => alternate.hreflang !== 'x-default' && alternate.url === xDefault.url,
    );
    const tag = canonicalTag(named?.hreflang);
    if (tag !== null) return tag;
    if (xDefault.url === homeUrl && own !== null) return own;
  }
  if (own !== null) return own;
  return canonicalTag(alternates.find((alternate) => alternate.url === homeUrl)?.hreflang);
}
