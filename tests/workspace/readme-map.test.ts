import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The folders the README's map names: the code spans of the first column of its folder table. A
 * span without a slash after one with a slash is a sibling (`libs/errors`, `logger` names
 * libs/logger); one that comes first is a top-level folder (`web`).
 */
function mappedFolders(readme: string): string[] {
  const map = readme.split(/^## /m).find((section) => section.startsWith('Map\n')) ?? '';
  const rows = map.split('\n').filter((line) => /^\|\s*`/.test(line));
  return rows.flatMap((row) => {
    const firstCell = row.split('|')[1] ?? '';
    let parent = '';
    return [...firstCell.matchAll(/`([^`]+)`/g)].map(([, span]) => {
      if (span!.includes('/')) {
        parent = path.posix.dirname(span!);
        return span!;
      }
      return parent === '' ? span! : `${parent}/${span!}`;
    });
  });
}

function workspaceFolders(): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return workspaces
    .flatMap((pattern) => globSync(`${pattern}/package.json`, { cwd: root }))
    .map((manifest) => path.posix.dirname(manifest.split(path.sep).join('/')))
    .sort();
}

describe("the README's map", () => {
  const mapped = mappedFolders(readFileSync(path.join(root, 'README.md'), 'utf8'));

  it('reads a folder table, siblings and top-level folders included', () => {
    const readme = [
      '## Map',
      '',
      '| folder | holds |',
      '| --- | --- |',
      '| `libs/errors`, `logger` | errors; logs |',
      '| `web` | the app, see `libs/other` |',
      '',
      '## Next',
      '| `libs/elsewhere` | not the map |',
    ].join('\n');
    expect(mappedFolders(readme)).toEqual(['libs/errors', 'libs/logger', 'web']);
  });

  it('names every workspace package folder', () => {
    const folders = workspaceFolders();
    expect(folders.length).toBeGreaterThan(20);
    expect(folders.filter((folder) => !mapped.includes(folder))).toEqual([]);
  });

  it('names only folders that exist', () => {
    expect(mapped.filter((folder) => !existsSync(path.join(root, folder)))).toEqual([]);
  });
});
