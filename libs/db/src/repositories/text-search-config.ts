/**
 * Postgres's text search configuration for a language, by its primary subtag: the stemmers every
 * supported Postgres (and PGlite) ships. Any other language, or none, is searched word for word.
 */
const CONFIGS: Record<string, string> = {
  ar: 'arabic',
  da: 'danish',
  de: 'german',
  el: 'greek',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  ga: 'irish',
  hu: 'hungarian',
  id: 'indonesian',
  it: 'italian',
  lt: 'lithuanian',
  nb: 'norwegian',
  ne: 'nepali',
  nl: 'dutch',
  nn: 'norwegian',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sv: 'swedish',
  ta: 'tamil',
  tr: 'turkish',
};

export function textSearchConfigOf(language: string | null): string {
  const primary = language?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return CONFIGS[primary] ?? 'simple';
}
