import { hash, runHashes, type TextPrint } from './text-signals.js';

export interface NearDuplicate {
  /** The first page (in the order given) of the group this page belongs to; null for that first page. */
  duplicateOf: string | null;
  /** Estimated Jaccard similarity (0-1) of the page's word triples with that first page's; 1 for itself. */
  similarity: number;
  /** Pages in the group, this one included: more than 2 means a template filled in many times. */
  groupSize: number;
  /** The group's number, the same for every page of one group. */
  group: number;
}

/** Two texts sharing at least this share of their word triples (Jaccard) say the same thing. */
export const NEAR_DUPLICATE_SIMILARITY = 0.5;
/** Below this many word triples a text is too short to compare loosely; only identical ones match. */
const MIN_SHINGLES = 12;
/**
 * MinHash signature: 21 bands of 3 values. Two texts with Jaccard 0.5 share a band 94% of the time,
 * with 0.6 over 99%, with 0.2 (unrelated pages of one site) 15%, so few pairs are ever compared.
 */
const BANDS = 21;
const ROWS = 3;
const SIGNATURE = BANDS * ROWS;
/**
 * Groups kept under one band value. A band value that many groups share is the site's template
 * speaking, not a sign of duplication (on a site of look-alike pages most bands are), and comparing
 * every page with all of them made the cost grow with the square of the pages; a true duplicate
 * shares several bands, so it is still found through the others.
 */
const MAX_GROUPS_PER_BAND = 32;

/**
 * One-permutation MinHash: each triple's hash picks a bin and competes for that bin's minimum, so a
 * page costs one step per triple; empty bins (short texts) borrow the next filled bin's value, mixed
 * with their own number, so that two texts still agree on a bin as often as they share triples.
 */
function signatureOf(keys: ReadonlySet<number>): Uint32Array {
  const signature = new Uint32Array(SIGNATURE).fill(EMPTY);
  for (const key of keys) {
    const bin = key % SIGNATURE;
    const value = Math.floor(key / SIGNATURE);
    if (value < (signature[bin] as number)) signature[bin] = value;
  }
  for (let bin = 0; bin < SIGNATURE; bin += 1) {
    if (signature[bin] !== EMPTY) continue;
    let from = (bin + 1) % SIGNATURE;
    while (signature[from] === EMPTY && from !== bin) from = (from + 1) % SIGNATURE;
    signature[bin] = hash(`${bin}:${signature[from] as number}`) | BORROWED;
  }
  return signature;
}

/** Marks a bin's value as missing, and as borrowed (values of filled bins stay below 2^26). */
const EMPTY = 0xffffffff;
const BORROWED = 0x80000000;

function bandKeys(signature: Uint32Array): string[] {
  return Array.from(
    { length: BANDS },
    (_, band) => `${band}:${signature.subarray(band * ROWS, band * ROWS + ROWS).join(',')}`,
  );
}

function estimatedJaccard(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let index = 0; index < SIGNATURE; index += 1) if (a[index] === b[index]) same += 1;
  return same / SIGNATURE;
}

interface Group {
  url: string;
  size: number;
  signature: Uint32Array | null;
}

/**
 * Groups pages whose own text is the same or nearly the same (a versioned copy, a colour variant, a
 * city landing page with the name swapped). Pages come in the order their originals should win
 * (discovery order, mostly); each is compared, by MinHash with locality-sensitive bands, with the
 * first page of the groups it shares a band with
 * (at most MAX_GROUPS_PER_BAND a band), so the cost grows with the number of pages, not its square.
 */
export function findNearDuplicates(
  pages: readonly { url: string; tokens: TextPrint }[],
): Map<string, NearDuplicate> {
  const groups: Group[] = [];
  const byBand = new Map<string, number[]>();
  const byExactText = new Map<string, number>();
  const found = new Map<string, NearDuplicate>();

  for (const page of pages) {
    const exact = page.tokens.digest;
    let match = exact === null ? undefined : byExactText.get(exact);
    let similarity = 1;
    const keys = new Set(runHashes(page.tokens, 3));
    const signature = keys.size >= MIN_SHINGLES ? signatureOf(keys) : null;
    const bands = signature === null ? [] : bandKeys(signature);
    if (match === undefined && signature !== null) {
      let best = 0;
      for (const candidate of new Set(bands.flatMap((band) => byBand.get(band) ?? []))) {
        const other = groups[candidate]?.signature;
        const jaccard = other ? estimatedJaccard(signature, other) : 0;
        if (jaccard > best) [best, match] = [jaccard, candidate];
      }
      if (best < NEAR_DUPLICATE_SIMILARITY) match = undefined;
      similarity = Math.round(best * 100) / 100;
    }
    if (match !== undefined) {
      const group = groups[match] as Group;
      group.size += 1;
      found.set(page.url, { duplicateOf: group.url, similarity, groupSize: 0, group: match });
      continue;
    }
    const index = groups.push({ url: page.url, size: 1, signature }) - 1;
    if (exact !== null) byExactText.set(exact, index);
    for (const band of bands) {
      const holders = byBand.get(band);
      if (holders === undefined) byBand.set(band, [index]);
      else if (holders.length < MAX_GROUPS_PER_BAND) holders.push(index);
    }
    found.set(page.url, { duplicateOf: null, similarity: 1, groupSize: 0, group: index });
  }
  for (const signal of found.values()) signal.groupSize = groups[signal.group]?.size ?? 1;
  return found;
}
