import { copyPathOf, decodedSegment, markdownCopyPath } from '@signpost/contracts';

/**
 * The markdown copies Signpost serves for a published site (`{PUBLIC_URL}/s/{slug}/pages/{path}.md`),
 * as the site's llms.txt links them. A site that cannot serve `.md` pages itself gives agents these
 * instead, so the report counts each as its page's copy, and each link to one as a link to its page.
 */
export interface HostedCopies {
  /** The file's links, each link to a hosted copy replaced by the page of the site it stands for. */
  pageLinks: string[];
  /** The hosted copy the file links for a page of the site, if any. */
  copyFor(pageUrl: string): string | undefined;
  /** Whether an address is one of Signpost's hosted copies (a page may declare one as its alternate). */
  isHosted(url: string): boolean;
}

const COPY_PATH = /^[^/]+\/pages\/(.+)$/;

/** The copy path (`guide/intro`, `index`) a hosted copy's address names, or undefined. */
function copyPathAt(url: string, prefix: string): string | undefined {
  if (!url.startsWith(prefix)) return undefined;
  const rest = COPY_PATH.exec(new URL(url).pathname.slice(new URL(prefix).pathname.length))?.[1];
  if (rest === undefined) return undefined;
  const path = copyPathOf(rest.split('/').map(decodedSegment).join('/'));
  return path === undefined || path.split('/').includes('..') ? undefined : path;
}

/**
 * The hosted copies among `links` of a site at `origin`; `prefix` is where Signpost serves published
 * sites (`{PUBLIC_URL}/s/`), or undefined where no Signpost serves any (the CLI).
 */
export function hostedCopies(
  links: readonly string[],
  prefix: string | undefined,
  origin: string,
): HostedCopies {
  const copies = new Map<string, string>();
  const pageOf = (url: string): string => {
    const path = prefix === undefined ? undefined : copyPathAt(url, prefix);
    if (path === undefined) return url;
    if (!copies.has(path)) copies.set(path, url);
    return new URL(path === 'index' ? '/' : `/${path.split('/').map(encodeURIComponent).join('/')}`, origin)
      .href;
  };
  const pageLinks = links.map(pageOf);
  return {
    pageLinks,
    copyFor: (pageUrl) => {
      const path = markdownCopyPath(pageUrl);
      return path === undefined ? undefined : copies.get(path);
    },
    isHosted: (url) => prefix !== undefined && copyPathAt(url, prefix) !== undefined,
  };
}
