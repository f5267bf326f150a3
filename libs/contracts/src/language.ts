/**
 * Language tags as pages declare them (`<html lang>`, Content-Language, hreflang), compared the way
 * a reader would: case does not matter and a bare language covers its regional forms (`en` is
 * `en-US`), while two different regions (`pt-BR`, `pt-PT`) are different languages.
 */
export function normalizeLanguageTag(tag: string | null | undefined): string | null {
  const cleaned = (tag ?? '').trim().replace(/_/g, '-').toLowerCase();
  return /^[a-z]{2,8}(-[a-z0-9]{1,8})*$/.test(cleaned) ? cleaned : null;
}

export function sameLanguage(a: string, b: string): boolean {
  const [left, right] = [normalizeLanguageTag(a), normalizeLanguageTag(b)];
  if (left === null || right === null) return false;
  if (left === right) return true;
  const [leftPrimary, ...leftRest] = left.split('-');
  const [rightPrimary, ...rightRest] = right.split('-');
  return leftPrimary === rightPrimary && (leftRest.length === 0 || rightRest.length === 0);
}

/**
 * Whether a page belongs to the file written for `language`. A page that declares no language is
 * taken to be in the site's default one; with no language to write for, every page belongs.
 */
export function pageInLanguage(
  pageLanguage: string | null | undefined,
  language: string | null | undefined,
  defaultLanguage: string | null | undefined,
): boolean {
  if (!language) return true;
  const declared = normalizeLanguageTag(pageLanguage);
  if (declared === null) return !defaultLanguage || sameLanguage(language, defaultLanguage);
  return sameLanguage(declared, language);
}

export interface LanguageCount {
  tag: string;
  pages: number;
}

/**
 * The language a page is counted under: its own, or the site's default when it declares none or a
 * form of the default (`en-US` beside `en`). Null when neither the page nor the site names one.
 */
export function languageGroupOf(
  pageLanguage: string | null | undefined,
  defaultLanguage: string | null | undefined,
): string | null {
  const fallback = normalizeLanguageTag(defaultLanguage);
  const declared = normalizeLanguageTag(pageLanguage);
  if (declared === null || (fallback !== null && sameLanguage(declared, fallback))) return fallback;
  return declared;
}

/** The languages of a site's pages with their page counts, the default language first. */
export function countLanguages(
  pageLanguages: readonly (string | null | undefined)[],
  defaultLanguage: string | null | undefined,
): LanguageCount[] {
  const fallback = normalizeLanguageTag(defaultLanguage);
  const counts = new Map<string, number>();
  if (fallback !== null) counts.set(fallback, 0);
  for (const raw of pageLanguages) {
    const tag = languageGroupOf(raw, defaultLanguage);
    if (tag !== null) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts].map(([tag, pages]) => ({ tag, pages }));
}
