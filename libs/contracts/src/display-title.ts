/** Between a title's parts: `|`, dashes, `·`, `:`, `/`, `»`, stars and bullets, spaced on both sides. */
const SEPARATOR = /(\s+(?:[|\-–—·:/»•✩★]{1,2})\s+)/u;

const words = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/** The shorter word list appears, word for word, inside the longer one. */
function containsWords(longer: readonly string[], shorter: readonly string[]): boolean {
  for (let start = 0; start + shorter.length <= longer.length; start += 1) {
    if (shorter.every((word, offset) => longer[start + offset] === word)) return true;
  }
  return false;
}

/** Too short to be told apart from an ordinary word when it only appears inside another part. */
const MIN_CONTAINED_NAME_CHARS = 3;

/**
 * A title part that names the site: the name itself ("Acme", "ACME", "Herald Sun" for "HeraldSun"),
 * or, where `contained` allows, a part holding it or held by it ("The Washington Post" for
 * "Washington Post", "BuzzFeed News" for "BuzzFeed", "Libération" for "Libération.fr").
 */
function namesSite(part: string, name: string, contained: boolean): boolean {
  const partWords = words(part);
  const nameWords = words(name);
  if (partWords.length === 0 || nameWords.length === 0) return false;
  if (partWords.join('') === nameWords.join('')) return true;
  if (!contained) return false;
  const [longer, shorter] =
    partWords.length >= nameWords.length ? [partWords, nameWords] : [nameWords, partWords];
  return shorter.join('').length >= MIN_CONTAINED_NAME_CHARS && containsWords(longer, shorter);
}

/** A title cut into its parts (even indices) and the separators between them (odd indices). */
const pieces = (title: string) => title.split(SEPARATOR);

/**
 * A page's title as a list of pages shows it: without the site's name, which titles often carry as a
 * suffix or prefix ("Install | Acme" under the heading of Acme is just "Install"). The name may
 * span parts itself ("Fetching! ✩ Mozilla Hacks – the Web developer blog"); a last part holding
 * the name or held by it names the site too (see namesSite).
 */
export function displayTitle(title: string, siteName: string | null): string {
  const trimmed = title.trim();
  const name = siteName?.trim();
  if (!name) return trimmed;
  const parts = pieces(trimmed);
  const withoutTail = (separator: number) => parts.slice(0, separator).join('').trim() || trimmed;
  for (let separator = 1; separator < parts.length; separator += 2) {
    if (namesSite(parts.slice(separator + 1).join(''), name, false)) return withoutTail(separator);
  }
  for (let separator = 1; separator < parts.length; separator += 2) {
    if (namesSite(parts.slice(0, separator).join(''), name, false)) {
      return (
        parts
          .slice(separator + 1)
          .join('')
          .trim() || trimmed
      );
    }
  }
  const last = parts.length - 2;
  return last > 0 && namesSite(parts.at(-1) ?? '', name, true) ? withoutTail(last) : trimmed;
}

/** A last part that this many titles of a site end with names a section of it ("| Guide"). */
const SECTION_TITLES = 3;
/** A section's name is short; a longer shared ending is the subject of a series of pages. */
const MAX_SECTION_WORDS = 3;

const key = (title: string) => words(title).join(' ');

/**
 * The titles of a site's pages as its list of pages shows them: each without the site's name (see
 * displayTitle), then without the name of the section several of them end with ("Benchmarking |
 * Guide" is "Benchmarking"). A title keeps its section when the shortened one would read like
 * another page's ("Overview | Guide", "Overview | API"), and a section's titles all keep it when
 * they all start alike, as the parts of a series do ("Part 1 - Building a compiler"). In the order
 * given.
 */
export function displayTitles(titles: readonly string[], siteName: string | null): string[] {
  const own = titles.map((title) => displayTitle(title, siteName));
  const sections = new Map<string, { index: number; shortened: string }[]>();
  own.forEach((title, index) => {
    const parts = pieces(title);
    const ending = parts.at(-1) ?? '';
    if (parts.length < 3 || words(ending).length > MAX_SECTION_WORDS) return;
    const shortened = parts.slice(0, -2).join('').trim();
    const section = sections.get(key(ending)) ?? [];
    section.push({ index, shortened });
    sections.set(key(ending), section);
  });
  const shortenedAt = new Map<number, string>();
  for (const section of sections.values()) {
    const firstWords = new Set(section.map(({ shortened }) => words(shortened)[0] ?? ''));
    if (section.length < SECTION_TITLES || firstWords.size === 1) continue;
    for (const { index, shortened } of section) if (key(shortened) !== '') shortenedAt.set(index, shortened);
  }
  const finalKeys = own.map((title, index) => key(shortenedAt.get(index) ?? title));
  const uses = new Map<string, number>();
  for (const finalKey of finalKeys) uses.set(finalKey, (uses.get(finalKey) ?? 0) + 1);
  return own.map((title, index) => {
    const shortened = shortenedAt.get(index);
    return shortened !== undefined && uses.get(key(shortened)) === 1 ? shortened : title;
  });
}
