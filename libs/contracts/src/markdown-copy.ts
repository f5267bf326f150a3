import { z } from 'zod';

/** The folder of a publication's markdown copies: `/s/{slug}/pages/{path}.md`. */
const MARKDOWN_COPIES_FOLDER = 'pages';
/** The copy of the site's root page. */
const ROOT_COPY_PATH = 'index';
/** Longer paths get no copy: the file keeps linking the page itself. */
const MAX_COPY_PATH = 1_000;

/** A path segment decoded, or as written when it is not valid percent-encoding. */
export const decodedSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Where a page's markdown copy lives under `/s/{slug}/pages/`, without `.md`: the page's own path,
 * decoded, without its outer slashes, and `index` for the root. A query or fragment is not part of
 * it, so pages that differ only there share a path; the first one the file lists keeps it.
 */
export function markdownCopyPath(pageUrl: string): string | undefined {
  const segments = new URL(pageUrl).pathname.split('/').map(decodedSegment);
  const path = segments.join('/').replace(/^\/+|\/+$/g, '');
  if (path.length > MAX_COPY_PATH) return undefined;
  return path === '' ? ROOT_COPY_PATH : path;
}

/** The address of a copy, under a publication's address (`{PUBLIC_URL}/s/{slug}`). */
export function markdownCopyUrl(publicationUrl: string, path: string): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `${publicationUrl}/${MARKDOWN_COPIES_FOLDER}/${encoded}.md`;
}

/** The copy a path under `/s/{slug}/pages/` names: the path without its `.md`, or undefined. */
export function copyPathOf(requested: string): string | undefined {
  return requested.endsWith('.md') && requested.length > 3 ? requested.slice(0, -3) : undefined;
}

export const markdownCopyTextSchema = z.string();
