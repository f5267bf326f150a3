/** The longest slug made from a host name; a suffix may follow. */
const MAX_BASE_LENGTH = 60;

/** `docs.example.com` -> `docs-example-com`: letters and digits in dash-separated words. */
export function baseSlugOf(site: string): string {
  const words = site
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, MAX_BASE_LENGTH).replace(/-+$/, '') || 'site';
}

/** The slugs tried for a site, in order, when another owner holds the plain one. */
export function* slugCandidates(site: string): Generator<string> {
  const base = baseSlugOf(site);
  yield base;
  for (let suffix = 2; ; suffix += 1) yield `${base}-${suffix}`;
}
