import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FEATURES = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/src/features');
const WEB_SRC = dirname(FEATURES);
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

interface FeatureImport {
  file: string;
  from: string | null;
  to: string;
  target: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The feature a file belongs to: the first folder under web/src/features, or null outside them. */
function featureOf(path: string): string | null {
  const inside = relative(FEATURES, path);
  return inside.startsWith('..') || !inside.includes(sep) ? null : inside.split(sep)[0]!;
}

/** Every relative import in web/src that reaches into a feature other than the importing file's own. */
function featureImports(): FeatureImport[] {
  return sourceFiles(WEB_SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].flatMap(([, specifier]) => {
      const target = resolve(dirname(file), specifier!);
      const to = featureOf(target);
      const from = featureOf(file);
      return to === null || to === from ? [] : [{ file: relative(WEB_SRC, file), from, to, target }];
    }),
  );
}

/** Each cycle of the feature graph once, as the features along it. */
function cycles(imports: readonly FeatureImport[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (from !== null) edges.set(from, (edges.get(from) ?? new Set()).add(to));
  }
  const found = new Map<string, string[]>();
  const walk = (path: string[]): void => {
    for (const next of edges.get(path.at(-1)!) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = path.slice(at);
        found.set([...cycle].sort().join(' '), cycle);
      } else walk([...path, next]);
    }
  };
  for (const start of edges.keys()) walk([start]);
  return [...found.values()];
}

describe('web features', () => {
  const imports = featureImports();

  it('import one another without cycles', () => {
    expect(cycles(imports)).toEqual([]);
  });

  it('are entered through their index.ts when they have one', () => {
    const deep = imports.filter(
      ({ to, target }) =>
        existsSync(join(FEATURES, to, 'index.ts')) && relative(join(FEATURES, to), target) !== 'index.js',
    );
    expect(deep.map(({ file, target }) => `${file} -> ${relative(WEB_SRC, target)}`)).toEqual([]);
  });

  it('reach browser storage only through web/src/storage (tests use its memoryStorage)', () => {
    const touchesStorage = /\bwindow\.(localStorage|sessionStorage)\b|\.(getItem|setItem|removeItem)\(/;
    const direct = sourceFiles(WEB_SRC)
      .map((file) => relative(WEB_SRC, file))
      .filter((file) => !file.startsWith(`storage${sep}`) && !/\.test\.tsx?$/.test(file))
      .filter((file) => touchesStorage.test(readFileSync(join(WEB_SRC, file), 'utf8')));
    expect(direct).toEqual([]);
  });

  it('name query keys only through the helpers in web/src/api/queries', () => {
    const bareKey = /queryKey:\s*\[/;
    const bare = sourceFiles(WEB_SRC)
      .map((file) => relative(WEB_SRC, file))
      .filter((file) => !file.startsWith(join('api', 'queries')))
      .filter((file) => bareKey.test(readFileSync(join(WEB_SRC, file), 'utf8')));
    expect(bare).toEqual([]);
  });

  it('keep the analysis journey in one feature', () => {
    const journey = ['wizard', 'workflow', 'url-input', 'review', 'generate', 'analysis', 'languages'];
    expect(readdirSync(FEATURES).filter((name) => journey.includes(name))).toEqual([]);
    expect(existsSync(join(FEATURES, 'analyze', 'index.ts'))).toBe(true);
  });
});
