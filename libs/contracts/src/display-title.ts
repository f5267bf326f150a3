const SEPARATOR = String.raw`\s+[|\-–—·:]{1,2}\s+`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A page's title as a list of pages shows it: without the site's name, which titles often carry as a
 * suffix or prefix ("Install | Acme" under the heading of Acme is just "Install").
 */
export function displayTitle(title: string, siteName: string | null): string {
  const trimmed = title.trim();
  const name = siteName?.trim();
  if (!name) return trimmed;
  const suffix = new RegExp(`${SEPARATOR}${escapeRegExp(name)}$`, 'i');
  const prefix = new RegExp(`^${escapeRegExp(name)}${SEPARATOR}`, 'i');
  const shortened = suffix.test(trimmed) ? trimmed.replace(suffix, '') : trimmed.replace(prefix, '');
  return shortened.trim() || trimmed;
}
