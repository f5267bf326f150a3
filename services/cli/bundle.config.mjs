// The two bundles made from this package's sources with esbuild:
//   node bundle.config.mjs package [DIR]   the CLI as an installable tarball (default DIR: dist/)
//   node bundle.config.mjs action          the GitHub Action, scripts/github-action/dist/index.mjs
// The workspace packages are not published, so each bundle carries them (and the small libraries
// they use) in its own files; see docs/operating.md.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

export const ACTION_BUNDLE = join(root, 'scripts/github-action/dist/index.mjs');

/** The CLI's entry, and the files the CLI starts as threads or a child process of their own. */
const CLI_ENTRIES = {
  main: 'services/cli/src/main.ts',
  'render-service': 'services/render/src/main.ts',
  'read-page-task': 'libs/pipeline/src/page-threads/read-page-task.ts',
  'extract-task': 'libs/extraction/src/page-reader/extract-task.ts',
  'make-embedded-template': 'libs/db/src/make-embedded-template.ts',
};

/**
 * Files named by `new URL(path, import.meta.url)`, which esbuild leaves as written: in the
 * workspace each names a file of its own package's `dist`, in the bundle the entry (or folder) of
 * that name beside the bundle's files. A reference missing here fails the build, so a new one
 * cannot ship pointing nowhere.
 */
const FILE_URLS = {
  'libs/db/src/embedded-template.ts': { '../dist/embedded-template': './embedded-template' },
  'libs/extraction/src/page-reader/page-extractor.ts': {
    '../../dist/page-reader/extract-task.js': './extract-task.js',
  },
  'libs/pipeline/src/page-threads/page-threads.ts': {
    '../../dist/page-threads/read-page-task.js': './read-page-task.js',
  },
  'services/render/src/render-child.ts': { '../dist/main.js': './render-service.js' },
  'services/cli/src/temporary-data-dir.ts': {
    '../dist/embedded-template-folders.json': './embedded-template-folders.json',
  },
  // The package's manifest, one folder above the bundle as above `dist` in the workspace.
  'services/cli/src/version.ts': { '../package.json': '../package.json' },
};

/**
 * Installed beside the bundle, not carried in it: each loads files of its own by paths relative to
 * its folder (PGlite's WebAssembly and data, piscina's worker script, Playwright's browser driver).
 */
const INSTALLED = ['@electric-sql/pglite', 'piscina', 'playwright-core'];

/** CommonJS code in an ES module bundle still calls `require` for Node's own modules. */
const REQUIRE_BANNER =
  "import { createRequire as __signpostRequire } from 'node:module'; const require = __signpostRequire(import.meta.url);";

const FILE_URL = /new URL\((['"])([^'"]+)\1,\s*import\.meta\.url\)/g;

/**
 * Rewrites the workspace's file URLs by FILE_URLS, and refuses any it does not list, and any in a
 * package it would carry (that package's files would not be beside the bundle).
 */
function fileUrlsPlugin(table) {
  return {
    name: 'signpost-file-urls',
    setup(builder) {
      builder.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const file = relative(root, args.path);
        if (args.path.includes('/node_modules/')) {
          const text = `${file} finds files by import.meta.url: list its package in INSTALLED instead`;
          return { errors: [{ text }] };
        }
        const known = table[file] ?? {};
        const errors = [];
        const contents = text.replace(FILE_URL, (whole, quote, path) => {
          if (known[path] !== undefined) return `new URL(${quote}${known[path]}${quote}, import.meta.url)`;
          errors.push({
            text: `${file} names ${path} beside itself: add it to FILE_URLS in bundle.config.mjs`,
          });
          return whole;
        });
        if ([...text.matchAll(FILE_URL)].length !== text.split('import.meta.url').length - 1) {
          errors.push({ text: `${file} uses import.meta.url other than in new URL(path, import.meta.url)` });
        }
        return { contents, loader: /\.[cm]?ts$/.test(file) ? 'ts' : 'js', errors };
      });
    },
  };
}

const shared = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Workspace packages resolve to their TypeScript sources, so nothing needs building first.
  conditions: ['source'],
  banner: { js: REQUIRE_BANNER },
  legalComments: 'eof',
  logLevel: 'warning',
  metafile: true,
};

/** The package a module specifier names (`@a/b/c` -> `@a/b`), or undefined for Node's own. */
function packageOf(specifier) {
  if (isBuiltin(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The installed version of a package, as the workspace resolves it from this package. */
function installedVersion(name) {
  for (let folder = here; ; folder = dirname(folder)) {
    const manifest = join(folder, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return readJson(manifest).version;
    if (folder === root) throw new Error(`${name} is not installed`);
  }
}

/**
 * Every package the bundle imports but does not carry must be one it installs; any other must be
 * one the workspace lacks too (an optional native addon, required inside a try).
 */
function checkExternals(metafile) {
  const imported = new Set(
    Object.values(metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external)
      .map((entry) => packageOf(entry.path))
      .filter((name) => name !== undefined),
  );
  const strays = [...imported].filter((name) => {
    if (INSTALLED.includes(name)) return false;
    try {
      installedVersion(name);
      return true;
    } catch {
      return false;
    }
  });
  if (strays.length > 0) throw new Error(`The bundle imports ${strays.join(', ')} without carrying them`);
}

/** The CLI's bundle and its package manifest in `folder`, ready for `npm pack`. */
export async function stageCliPackage(folder) {
  const result = await build({
    ...shared,
    entryPoints: CLI_ENTRIES,
    outdir: join(folder, 'dist'),
    splitting: true,
    external: INSTALLED,
    minifyWhitespace: true,
    minifySyntax: true,
    plugins: [fileUrlsPlugin(FILE_URLS)],
  });
  checkExternals(result.metafile);
  const cli = readJson(join(here, 'package.json'));
  writeFileSync(
    join(folder, 'package.json'),
    `${JSON.stringify(
      {
        name: cli.name,
        version: cli.version,
        description:
          "Signpost's command line: validate an llms.txt, check agent readiness, generate llms.txt",
        private: true,
        type: 'module',
        bin: cli.bin,
        engines: readJson(join(root, 'package.json')).engines,
        dependencies: Object.fromEntries(INSTALLED.map((name) => [name, installedVersion(name)])),
      },
      null,
      2,
    )}\n`,
  );
  cpSync(join(here, 'bin'), join(folder, 'bin'), { recursive: true });
  // The empty cluster every run's database starts from (libs/db/src/embedded-template.ts), made by
  // the bundle's own PGlite; the maker is not shipped.
  execFileSync(process.execPath, [join(folder, 'dist/make-embedded-template.js')], { stdio: 'inherit' });
  rmSync(join(folder, 'dist/make-embedded-template.js'));
  // npm pack drops empty folders: the CLI makes them again in each run's copy (temporary-data-dir.ts).
  const template = join(folder, 'dist/embedded-template');
  const empty = readdirSync(template, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(join(entry.parentPath, entry.name)).length === 0)
    .map((entry) => relative(template, join(entry.parentPath, entry.name)))
    .sort();
  writeFileSync(join(folder, 'dist/embedded-template-folders.json'), `${JSON.stringify(empty)}\n`);
}

/**
 * Packs the CLI into `destination` and answers the tarball's path. It is staged inside this package
 * (a folder of its own under dist), where the template maker finds PGlite in the workspace's
 * node_modules.
 */
export async function packCli(destination) {
  mkdirSync(join(here, 'dist'), { recursive: true });
  const stage = mkdtempSync(join(here, 'dist/package-'));
  try {
    await stageCliPackage(stage);
    mkdirSync(destination, { recursive: true });
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', resolve(destination)], {
        cwd: stage,
        encoding: 'utf8',
      }),
    );
    return join(resolve(destination), packed.filename);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/** The Action's bundle: one file, written in place, or answered as text when `write` is false. */
export async function buildAction({ write }) {
  const result = await build({
    ...shared,
    entryPoints: ['services/cli/src/github-action/main.ts'],
    outfile: ACTION_BUNDLE,
    minify: true,
    write,
    plugins: [fileUrlsPlugin({})],
  });
  checkExternals(result.metafile);
  return write ? readFileSync(ACTION_BUNDLE, 'utf8') : result.outputFiles[0].text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [what, destination] = process.argv.slice(2);
  if (what === 'package') process.stdout.write(`${await packCli(destination ?? join(here, 'dist'))}\n`);
  else if (what === 'action') {
    const text = await buildAction({ write: true });
    process.stdout.write(`${relative(process.cwd(), ACTION_BUNDLE)}: ${Buffer.byteLength(text)} bytes\n`);
  } else {
    process.stderr.write('Usage: node bundle.config.mjs package [DIR] | action\n');
    process.exitCode = 2;
  }
}
