// Finds files of the repository that import one another in a circle, through relative imports
// (type-only ones included). A folder whose files import in a circle cannot be read top to bottom:
// the seam the circle hides (a types file, a factory handed in) is what breaks it.
import { existsSync, globSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

const SOURCE_FILES = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
/** What a specifier's extension may stand for: `./x.js` is `x.ts` in TypeScript sources. */
const SOURCE_EXTENSIONS = {
  '.js': ['.js', '.ts', '.tsx', '.jsx'],
  '.mjs': ['.mjs', '.mts'],
  '.cjs': ['.cjs', '.cts'],
  '.jsx': ['.jsx', '.tsx'],
};
const IMPLIED = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/**
 * Each circle once, as the files along it from the first in name order back to it, relative to
 * `root`. `specifiersOf(path)` gives a file's module specifiers (module-specifiers.mjs).
 */
export function findImportCircles(root, specifiersOf, skippedDirectories) {
  const files = globSync(SOURCE_FILES, {
    cwd: root,
    exclude: (path) => skippedDirectories.has(basename(path)),
  }).map((file) => join(root, file));
  const known = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      [...new Set(specifiersOf(file).specifiers.map((specifier) => target(file, specifier, known)))].filter(
        (found) => found !== undefined,
      ),
    ]),
  );
  return stronglyConnected(edges)
    .filter((group) => group.length > 1 || edges.get(group[0]).includes(group[0]))
    .map((group) => circleThrough(group, edges).map((file) => relative(root, file)))
    .sort((a, b) => a[0].localeCompare(b[0]));
}

/** The repository file a relative specifier names, if it is one of `known`. */
function target(importer, specifier, known) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(importer), specifier);
  const extension = Object.keys(SOURCE_EXTENSIONS).find((ending) => base.endsWith(ending));
  const stem = extension === undefined ? base : base.slice(0, -extension.length);
  const candidates = extension === undefined ? IMPLIED.map((ending) => base + ending) : [];
  for (const ending of SOURCE_EXTENSIONS[extension] ?? []) candidates.push(stem + ending);
  if (existsSync(base) && statSync(base).isFile()) candidates.unshift(base);
  return candidates.find((candidate) => known.has(candidate));
}

/** Tarjan's strongly connected components, iteratively (a long import chain must not overflow). */
function stronglyConnected(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  for (const start of [...edges.keys()].sort()) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1);
      const targets = edges.get(frame.node);
      if (frame.next < targets.length) {
        const child = targets[frame.next];
        frame.next += 1;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter);
          counter += 1;
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, next: 0 });
        } else if (onStack.has(child)) low.set(frame.node, Math.min(low.get(frame.node), index.get(child)));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.node);
      groups.push(group.sort());
    }
  }
  return groups;
}

/** The shortest way from the group's first file back to itself, through the group's files. */
function circleThrough(group, edges) {
  const members = new Set(group);
  const [first] = group;
  const cameFrom = new Map();
  const queue = [first];
  while (queue.length > 0 && !cameFrom.has(first)) {
    const node = queue.shift();
    for (const next of edges.get(node)) {
      if (!members.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      queue.push(next);
    }
  }
  const backwards = [];
  for (let node = cameFrom.get(first); node !== first; node = cameFrom.get(node)) backwards.push(node);
  return [first, ...backwards.reverse(), first];
}
