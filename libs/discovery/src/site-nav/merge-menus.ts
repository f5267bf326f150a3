import { isLeadingPage } from '@signpost/contracts';
import { navKeyOf } from './nav-key.js';
import type { MenuEntry, PageMenu } from './page-menus.js';

/** A page's place in the site's navigation: its rank in the merged order (if a menu links to it) and its group. */
export interface NavPlace {
  order: number | null;
  group: string | null;
}

interface Slot {
  key: string;
  path: string;
  /** Its text in the first (most common) menu that placed it. */
  text: string;
  /** An ungrouped link of the most common menu: the top bar the other menus hang from. */
  inFrame: boolean;
  group: string | null;
  /** Entries of the menu that gave the group: the most detailed menu decides. */
  groupWeight: number;
  /** A menu calls it getting started (or the like): it goes first in its group. */
  leading: boolean;
  prev: Slot | null;
  next: Slot | null;
}

/** An ordered list of slots that takes insertions before or after any slot in constant time. */
class SlotList {
  readonly byKey = new Map<string, Slot>();
  #head: Slot | null = null;
  #tail: Slot | null = null;

  insertAfter(slot: Slot, after: Slot | null): void {
    const next = after === null ? this.#head : after.next;
    slot.prev = after;
    slot.next = next;
    if (after === null) this.#head = slot;
    else after.next = slot;
    if (next === null) this.#tail = slot;
    else next.prev = slot;
    this.byKey.set(slot.key, slot);
  }

  get tail(): Slot | null {
    return this.#tail;
  }

  *[Symbol.iterator](): Generator<Slot> {
    for (let slot = this.#head; slot !== null; slot = slot.next) yield slot;
  }
}

const directoryOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/**
 * Where a menu that shares no page with the order so far belongs: after the placed page whose
 * path is the longest folder holding its first page (`/api/` for a sidebar of `/api/...`), else last.
 */
function homeOf(list: SlotList, first: string): Slot | null {
  let best: Slot | null = null;
  for (const slot of list) {
    const folder = `${slot.path.replace(/\/$/, '')}/`;
    if (folder === '/' || !directoryOf(first).startsWith(folder)) continue;
    if (best === null || folder.length > best.path.length) best = slot;
  }
  return best ?? list.tail;
}

function place(list: SlotList, menu: readonly MenuEntry[], inFrame: boolean): void {
  const seen = new Set<string>();
  const entries = menu.filter((entry) => {
    const key = navKeyOf(entry.url);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const slotOf = (entry: MenuEntry): Slot => {
    const key = navKeyOf(entry.url);
    const path = new URL(entry.url).pathname;
    const frame = inFrame && entry.group === null;
    return {
      key,
      path,
      text: entry.text,
      inFrame: frame,
      group: null,
      groupWeight: 0,
      leading: false,
      prev: null,
      next: null,
    };
  };
  const firstAnchor = entries.find((entry) => list.byKey.has(navKeyOf(entry.url)));
  let cursor: Slot | null =
    firstAnchor === undefined
      ? entries[0] === undefined
        ? null
        : homeOf(list, new URL(entries[0].url).pathname)
      : (list.byKey.get(navKeyOf(firstAnchor.url))?.prev ?? null);
  for (const entry of entries) {
    const known = list.byKey.get(navKeyOf(entry.url));
    if (known) cursor = known;
    else {
      const slot = slotOf(entry);
      list.insertAfter(slot, cursor);
      cursor = slot;
    }
    const slot = list.byKey.get(navKeyOf(entry.url));
    if (slot) slot.leading ||= isLeadingPage({ url: entry.url, title: entry.text });
    if (slot && entry.group !== null && entries.length > slot.groupWeight) {
      slot.group = entry.group;
      slot.groupWeight = entries.length;
    }
  }
}

const firstSegment = (path: string) => path.split('/').find((segment) => segment !== '') ?? '';

/** What tells apart a group from an earlier one of its name: the top bar's link above it, else its folder. */
function qualifierOf(run: Slot[], label: string): string {
  for (let slot = run[0] ?? null; slot !== null; slot = slot.prev) {
    if (slot.inFrame && slot.text !== '' && slot.text !== label) return slot.text;
  }
  const segments = new Set(run.map((slot) => firstSegment(slot.path)));
  return segments.size === 1 ? ([...segments][0] ?? '') : '';
}

/**
 * Groups of one name in separate places of the order (a "Browser Mode" group in the guide's sidebar
 * and another in the API's) are different sections: the first keeps the name, each later one is
 * named after what sets it apart.
 */
function nameRepeatedGroups(order: Slot[]): void {
  const runs: { label: string; slots: Slot[] }[] = [];
  for (const slot of order) {
    if (slot.group === null) continue;
    const last = runs.at(-1);
    if (last?.label === slot.group) last.slots.push(slot);
    else runs.push({ label: slot.group, slots: [slot] });
  }
  const runsOf = new Map<string, { label: string; slots: Slot[] }[]>();
  for (const run of runs) runsOf.set(run.label, [...(runsOf.get(run.label) ?? []), run]);
  for (const [label, same] of runsOf) {
    if (same.length < 2) continue;
    const names = same.map((run) => qualifierOf(run.slots, label));
    same.forEach((run, index) => {
      if (index === 0) return;
      const qualifier = names[index] ?? '';
      const unique = qualifier !== '' && names.indexOf(qualifier) === names.lastIndexOf(qualifier);
      const name = unique ? `${qualifier}: ${label}` : `${label} (${index + 1})`;
      for (const slot of run.slots) slot.group = name;
    });
  }
}

/**
 * One order of the site's pages from its menus, most common first: the first menu (the top bar
 * every page carries) sets the frame, and each further menu is spliced in where it shares a page
 * with the order so far (a sidebar opens at its top-bar link), or under the folder it covers.
 * A page's group comes from the most detailed menu that puts it in one; within a group, the pages
 * a menu calls getting started (or introduction, installation, quick start) come first.
 */
export function mergeMenus(menus: readonly PageMenu[]): Map<string, NavPlace> {
  const list = new SlotList();
  menus.forEach((menu, rank) => place(list, menu, rank === 0));
  const order = [...list];
  nameRepeatedGroups(order);
  return new Map(leadingFirst(order).map((slot, index) => [slot.key, { order: index, group: slot.group }]));
}

/** Each run of one group with the pages a menu calls getting started moved to its front. */
function leadingFirst(order: Slot[]): Slot[] {
  const runs: Slot[][] = [];
  for (const slot of order) {
    const run = runs.at(-1);
    if (run !== undefined && slot.group !== null && run[0]?.group === slot.group) run.push(slot);
    else runs.push([slot]);
  }
  return runs.flatMap((run) => [
    ...run.filter((slot) => slot.leading),
    ...run.filter((slot) => !slot.leading),
  ]);
}
