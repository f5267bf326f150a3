import type { SiteLanguage } from '@signpost/contracts';

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** A language tag as a reader names it (`de` is German, `pt-BR` Brazilian Portuguese); the tag when unknown. */
export function languageName(tag: string): string {
  try {
    return names.of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** Where a language's llms.txt goes, as a sentence for the owner. */
export function placementSentence(language: SiteLanguage): string {
  if (language.llmsTxtUrl === null) {
    return (
      `The ${languageName(language.tag)} pages share their folders with another language's, so no ` +
      'folder can hold a file of their own: publish this one at your site’s root only if it should be the site’s llms.txt.'
    );
  }
  return `Publish it at ${language.llmsTxtUrl}: it then covers the pages under that folder.`;
}

/** The language entry of a site for a tag, matched the way the review step stores it. */
export function findLanguage(
  languages: readonly SiteLanguage[],
  tag: string | null,
): SiteLanguage | undefined {
  return tag === null ? undefined : languages.find((language) => language.tag === tag.toLowerCase());
}
