// What `npm start` does before the all-in-one service starts: builds only the packages that service
// runs on and the web app it serves, and creates the embedded database while the web app is bundled.
// The TypeScript is transpiled file by file with esbuild, without checking types (`npm test` builds
// with tsc and type-checks everything); the web app is bundled only when its sources changed since
// its last bundle. `npm run build` is the full build.
import { spawn } from 'node:child_process';
import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVICE = 'services/all-in-one';
const WEB = 'web';
/** Compiled by the packages' own builds only: what tests read, never what a service runs. */
const NOT_SHIPPED = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-support.ts', '**/*.d.ts'];

const say = (line) => console.log(`signpost: ${line}`);
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The folder of every workspace package, by name. */
function workspaceFolders() {
  const { workspaces } = readJson('package.json');
  const folders = workspaces.flatMap((pattern) =>
    globSync(`${pattern}/package.json`, { cwd: ROOT }).map((manifest) => dirname(manifest)),
  );
  return new Map(folders.map((folder) => [readJson(`${folder}/package.json`).name, folder]));
}

/** `folder` and the workspace packages it depends on at run time, directly or not. */
function runtimeClosure(folder, folders) {
  const needed = new Set([folder]);
  for (const current of needed) {
    const { dependencies = {} } = readJson(`${current}/package.json`);
    for (const name of Object.keys(dependencies)) if (folders.has(name)) needed.add(folders.get(name));
  }
  return [...needed];
}

/** Each package's src/ into its dist/, as tsc lays it out (rootDir src, outDir dist). */
async function transpile(packages) {
  const started = performance.now();
  let files = 0;
  await Promise.all(
    packages.map(async (folder) => {
      const sources = globSync('src/**/*.{ts,tsx}', { cwd: join(ROOT, folder), exclude: NOT_SHIPPED });
      files += sources.length;
      await build({
        entryPoints: sources.map((source) => join(ROOT, folder, source)),
        outbase: join(ROOT, folder, 'src'),
        outdir: join(ROOT, folder, 'dist'),
        format: 'esm',
        platform: 'node',
        target: 'node24',
        sourcemap: true,
        logLevel: 'warning',
        tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true, useDefineForClassFields: true } },
      });
    }),
  );
  say(`transpiled ${files} files of ${packages.length} packages in ${seconds(started)}`);
}

/** The newest modification time under `paths` (files or folders), 0 when none exists. */
function newest(paths) {
  return Math.max(
    0,
    ...paths.flatMap((path) => {
      const full = join(ROOT, path);
      if (!existsSync(full)) return [];
      if (statSync(full).isFile()) return [statSync(full).mtimeMs];
      return globSync('**/*', { cwd: full, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }),
  );
}

/** Bundles the web app unless its bundle is newer than everything it is built from. */
async function bundleWebApp(folders) {
  const bundle = join(ROOT, WEB, 'dist', 'index.html');
  const libraries = runtimeClosure(WEB, folders).filter((folder) => folder !== WEB);
  const inputs = [
    ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((path) => `${WEB}/${path}`),
    ...libraries.map((folder) => `${folder}/src`),
  ];
  if (existsSync(bundle) && statSync(bundle).mtimeMs > newest(inputs)) {
    say('the web app is bundled already');
    return;
  }
  say('bundling the web app (vite build)...');
  const started = performance.now();
  const vite = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: join(ROOT, WEB),
    stdio: 'inherit',
  });
  const code = await new Promise((resolve, reject) => {
    vite.once('error', reject);
    vite.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
  say(`bundled the web app in ${seconds(started)}`);
}

/**
 * The embedded database the service creates on its first start (initdb and the migrations, the
 * longest part of that start), created now by the service's own code while the web app is bundled.
 * Nothing to do when it exists, or when DATABASE_URL names a Postgres.
 */
async function prepareDatabase() {
  const { loadConfig } = await import('@signpost/config');
  const service = pathToFileURL(join(ROOT, SERVICE, 'dist', 'prepare-database.js')).href;
  const { prepareEmbeddedDatabase } = await import(service);
  const started = performance.now();
  await prepareEmbeddedDatabase(loadConfig().database);
  say(`the database is ready (${seconds(started)})`);
}

function readJson(path) {
  return JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
}

const folders = workspaceFolders();
const packages = runtimeClosure(SERVICE, folders);
say(`building the ${packages.length} packages npm start runs, without type-checking (npm test does that)`);
await transpile(packages);
await Promise.all([bundleWebApp(folders), prepareDatabase()]);
say('starting the service...');
