import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import vitestConfig from '../../vitest.config.js';

/**
 * What a newcomer types comes from package.json and the docs. These check, on the checkout as it is
 * (built or not), that every script and documented command names scripts, files, vitest projects,
 * workspaces and tools that exist, and that the docs' links and file pointers lead somewhere.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
const rootPackage = readJson('package.json') as { scripts: Record<string, string>; workspaces: string[] };
const scripts = rootPackage.scripts;
const turboTasks = Object.keys((readJson('turbo.json') as { tasks: Record<string, unknown> }).tasks);

const workspaceFolders = rootPackage.workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
    : [pattern],
);
const workspaces = workspaceFolders
  .filter((folder) => existsSync(path.join(root, folder, 'package.json')))
  .map((folder) => ({ folder, ...(readJson(`${folder}/package.json`) as { name: string; bin?: unknown }) }));

const projectNames = (vitestConfig.test?.projects ?? []).flatMap((project) => {
  const name = typeof project === 'object' && 'test' in project ? project.test?.name : undefined;
  return typeof name === 'string' ? [name] : name ? [name.label] : [];
});

/** A file of the checkout, or a build output whose package builds it from a source that exists. */
function existsInCheckout(file: string): boolean {
  const clean = file.replace(/^\.\//, '').replace(/\/$/, '');
  if (existsSync(path.join(root, clean))) return true;
  const built = /^(.+?)\/dist(?:\/(.+)\.js)?$/.exec(clean);
  if (!built?.[1] || !workspaces.some((workspace) => workspace.folder === built[1])) return false;
  const source = built[2];
  return (
    source === undefined ||
    ['ts', 'tsx'].some((ext) => existsSync(path.join(root, built[1]!, 'src', `${source}.${ext}`)))
  );
}

/** vitest options followed by a value rather than a file filter. */
const VALUE_FLAGS = ['--project', '--config', '--reporter', '-t', '--testNamePattern'];
const REPOSITORY_PATH = /^(?:\.\/)?(?:libs|services|web|bench|scripts|tests|infra|k8s|docs|\.ci)\/[\w.@/-]*$/;
const tool = (name: string) =>
  ['node', 'npm', 'npx', 'env'].includes(name) || existsSync(path.join(root, 'node_modules', '.bin', name));

/** What is wrong with one command line: the names and files it uses that do not exist. */
function problemsOf(command: string, { checkTools }: { checkTools: boolean }): string[] {
  const problems: string[] = [];
  for (const part of command.split(/&&|\|\||;|\|/)) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    const program = words.find((word) => !/^[A-Z_]+=/.test(word));
    if (checkTools && program && !tool(program)) problems.push(`${command}: no tool ${program}`);
    words.forEach((word, index) => {
      const next = words[index + 1];
      const previous = words[index - 1];
      if (word === 'run' && previous === 'npm' && next && !(next in scripts))
        problems.push(`${command}: no script ${next}`);
      if (word === 'run' && previous === 'turbo' && next && !turboTasks.includes(next))
        problems.push(`${command}: no turbo task ${next}`);
      if (word === '--project' && next && !projectNames.includes(next))
        problems.push(`${command}: no vitest project ${next}`);
      if ((word === '--config' || word === '-p') && next && !existsInCheckout(next))
        problems.push(`${command}: no ${next}`);
      if (word === '-w' && next && !workspaces.some((workspace) => workspace.name === next))
        problems.push(`${command}: no workspace ${next}`);
      if (previous === 'npx' && !tool(word)) problems.push(`${command}: no tool ${word}`);
      if (REPOSITORY_PATH.test(word) && !existsInCheckout(word)) problems.push(`${command}: no ${word}`);
    });
    const vitestRun = words.findIndex((word, index) => word === 'run' && words[index - 1] === 'vitest');
    if (vitestRun >= 0) {
      const filters = words
        .slice(vitestRun + 1)
        .filter((word, index, rest) => !word.startsWith('-') && !VALUE_FLAGS.includes(rest[index - 1] ?? ''));
      for (const filter of filters.filter((word) => !/[<$*]/.test(word) && !REPOSITORY_PATH.test(word))) {
        if (!existsInCheckout(filter)) problems.push(`${command}: vitest finds no ${filter}`);
      }
    }
  }
  return problems;
}

const DOCS = [
  'README.md',
  'SECURITY.md',
  ...readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`),
];

/** Command lines of a Markdown file: its shell blocks' lines and its code spans that start with a tool. */
function documentedCommands(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g)].flatMap(([, body]) =>
    body!.split('\n').map((line) => line.replace(/\s+#\s.*$/, '').trim()),
  );
  const spans = [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`]+)`/g)]
    .map(([, span]) => span!.replace(/\s+/g, ' ').trim())
    .filter((span) => /^(?:[A-Z_]+=\S* )*(?:npm|npx|node|kubectl|docker|bash) /.test(span));
  return [...blocks, ...spans].filter(Boolean);
}

describe('package.json scripts', () => {
  it('name scripts, files, tools, vitest projects, workspaces and turbo tasks that exist', () => {
    expect(Object.keys(scripts).length).toBeGreaterThan(10);
    const problems = Object.values(scripts).flatMap((command) => problemsOf(command, { checkTools: true }));
    expect(problems).toEqual([]);
  });

  it('run the unit tests as a vitest project of their own', () => {
    expect(scripts['test:unit']).toContain('--project unit');
    expect(projectNames).toEqual(['unit', 'services']);
  });
});

describe('the docs', () => {
  const documents = DOCS.map((file) => ({ file, markdown: readFileSync(path.join(root, file), 'utf8') }));

  it('give commands that name scripts, files and tools that exist', () => {
    const commands = documents.flatMap(({ markdown }) => documentedCommands(markdown));
    expect(commands.length).toBeGreaterThan(30);
    expect(commands.flatMap((command) => problemsOf(command, { checkTools: false }))).toEqual([]);
  });

  it('point at files and links that exist', () => {
    const problems = documents.flatMap(({ file, markdown }) => {
      const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
        .map(([, target]) => target!.split('#')[0]!)
        .filter((target) => target !== '' && !/^[a-z]+:/.test(target))
        .map((target) => path.relative(root, path.resolve(root, path.dirname(file), target)));
      const pointers = [...markdown.matchAll(/`([^`\s]+)`/g)]
        .map(([, span]) => span!)
        .filter((span) => REPOSITORY_PATH.test(span));
      return [...links, ...pointers]
        .filter((target) => !existsInCheckout(target))
        .map((target) => `${file}: ${target}`);
    });
    expect(problems).toEqual([]);
  });

  it('have the sections that code and docs cite as "docs/<page>.md, <Section>"', () => {
    const headings = new Map(
      documents.map(({ file, markdown }) => [
        file,
        new Set([...markdown.matchAll(/^#+ (.+)$/gm)].map(([, heading]) => heading!.trim())),
      ]),
    );
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs|js|md|yaml|sh)$/.test(file));
    const citations = tracked.flatMap((file) =>
      [
        ...readFileSync(path.join(root, file), 'utf8').matchAll(/(docs\/[\w-]+\.md), "?([A-Z][A-Za-z ]*)/g),
      ].map(([, page, section]) => ({ file, page: page!, section: section!.trim() })),
    );
    expect(citations.length).toBeGreaterThan(100);
    const missing = citations.filter(({ page, section }) => !headings.get(page)?.has(section));
    expect(missing.map(({ file, page, section }) => `${file}: ${page}, ${section}`)).toEqual([]);
  });
});
