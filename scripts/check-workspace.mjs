// Checks that every workspace package declares exactly the packages its files import, that its
// TypeScript project references follow its workspace dependencies, that only the packages of a
// layer allowed to import a package do, and that no files of the repository import one another in a
// circle. `npm test` runs it; run it alone with `npm run check:workspace`.
import { existsSync, globSync, readFileSync, realpathSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { findImportCircles } from './import-circles.mjs';
import { readModuleSpecifiers } from './module-specifiers.mjs';

/**
 * Declared dependencies no import statement shows, with the reason each is still needed. Keep this
 * short: an entry here is a dependency the checker can no longer vouch for.
 */
const USED_WITHOUT_IMPORT = {
  '@signpost/logger': {
    'pino-pretty': 'pino loads it by name as a transport (`target: "pino-pretty"`) in a worker thread',
  },
  '@signpost/testing': {
    '@modelcontextprotocol/conformance': 'the tests run its command, the MCP conformance suite, as a process',
  },
};

/**
 * Packages only some folders may import, with why. `@signpost/runtime` builds a whole process (every
 * adapter, the analysis lifecycle), so a library importing it would depend on all of that: libraries
 * declare the narrow dependencies they need and the services hand in their runtime. A test-support
 * package may import it too, because making a test's process is its job.
 */
const RESTRICTED_IMPORTS = {
  '@signpost/runtime': {
    allowedUnder: ['services/'],
    reason: 'a library declares the narrow dependencies it needs',
  },
};

const SOURCE_FILES = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'coverage', '.turbo', '.data']);
const TEST_FILE = /\.(test|test-support)\.[cm]?[jt]sx?$/;
// Build tool configuration (vite.config.ts) runs only while building, so devDependencies serve it.
const CONFIG_FILE = /^[^/]+\.config\.[cm]?[jt]s$/;
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

/**
 * Checks the workspace rooted at `root` and returns one `package: problem` line per problem, sorted,
 * with how many packages were checked.
 */
export function checkWorkspace(root) {
  const rootManifest = readJson(join(root, 'package.json'));
  const packages = findPackages(root, rootManifest);
  const byDirectory = new Map(packages.map((pkg) => [pkg.directory, pkg]));
  const workspaceNames = new Set(packages.map((pkg) => pkg.name));
  const rootDevDependencies = new Set(Object.keys(rootManifest.devDependencies ?? {}));
  const testSupportNames = new Set(packages.filter((pkg) => pkg.testSupport).map((pkg) => pkg.name));
  const problems = [];
  const specifiersOf = remembered((file) => readModuleSpecifiers(file, readFileSync(file, 'utf8')));
  for (const pkg of packages) {
    const report = (problem) => problems.push(`${pkg.name}: ${problem}`);
    const imports = collectImports(pkg.directory, specifiersOf);
    checkImportsAreDeclared(pkg, imports, { workspaceNames, rootDevDependencies, testSupportNames }, report);
    checkDeclaredAreUsed(pkg, imports, report);
    checkProjectReferences(pkg, byDirectory, workspaceNames, report);
    checkRestrictedImports(pkg, relative(root, pkg.directory), imports, report);
  }
  const rootName = rootManifest.name ?? 'root';
  checkRootReferences(root, rootName, byDirectory, problems);
  for (const circle of findImportCircles(root, specifiersOf, SKIPPED_DIRECTORIES)) {
    problems.push(`${rootName}: files import one another in a circle: ${circle.join(' -> ')}`);
  }
  return { packages: packages.length, problems: problems.sort() };
}

/** Each file is parsed once, for its package's checks and for the circles alike. */
function remembered(read) {
  const known = new Map();
  return (file) => {
    if (!known.has(file)) known.set(file, read(file));
    return known.get(file);
  };
}

function findPackages(root, rootManifest) {
  const patterns = Array.isArray(rootManifest.workspaces)
    ? rootManifest.workspaces
    : (rootManifest.workspaces?.packages ?? []);
  const directories = new Set(
    patterns.flatMap((pattern) =>
      globSync(`${pattern}/package.json`, { cwd: root }).map((file) =>
        realpathSync(dirname(join(root, file))),
      ),
    ),
  );
  return [...directories].sort().map((directory) => {
    const manifest = readJson(join(directory, 'package.json'));
    const declared = Object.fromEntries(
      DEPENDENCY_FIELDS.map((field) => [field, new Set(Object.keys(manifest[field] ?? {}))]),
    );
    return {
      name: manifest.name ?? relative(root, directory),
      directory,
      declared,
      // `"testSupport": true`: a package only tests use (factories, test databases); every file of
      // it may use devDependencies, so a production install never carries what only tests need.
      testSupport: manifest.testSupport === true,
      tsconfig: parseTsconfig(directory),
    };
  });
}

/**
 * The packages each file of a package names in an import, export-from, dynamic import, require or
 * type-level import, with the `types` it pulls in through triple-slash references, by file role.
 */
function collectImports(directory, specifiersOf) {
  const files = globSync(SOURCE_FILES, {
    cwd: directory,
    exclude: (path) => SKIPPED_DIRECTORIES.has(basename(path)),
  });
  return files.sort().map((file) => {
    const { specifiers, typeReferences } = specifiersOf(join(directory, file));
    return {
      file,
      role: TEST_FILE.test(file) ? 'test' : CONFIG_FILE.test(file) ? 'config' : 'production',
      packages: new Set(specifiers.map(packageOf).filter((name) => name !== undefined)),
      typeReferences: typeReferences.map(packageOf),
    };
  });
}

/** `zod/v4` -> `zod`, `@scope/name/sub` -> `@scope/name`; undefined for builtins, paths and URLs. */
function packageOf(specifier) {
  if (isBuiltin(specifier) || /^[./#]/.test(specifier) || /^[a-z][a-z0-9+.-]*:/i.test(specifier))
    return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function checkImportsAreDeclared(
  pkg,
  imports,
  { workspaceNames, rootDevDependencies, testSupportNames },
  report,
) {
  const { dependencies, devDependencies, peerDependencies, optionalDependencies } = pkg.declared;
  const runtime = new Set([...dependencies, ...peerDependencies, ...optionalDependencies]);
  const offenders = new Map();
  for (const { file, role, packages } of imports) {
    for (const name of packages) {
      if (role === 'production' && !pkg.testSupport && testSupportNames.has(name)) {
        const problem = `imports the test-support package ${name} in production code`;
        offenders.set(problem, [...(offenders.get(problem) ?? []), file]);
        continue;
      }
      if (name === pkg.name || runtime.has(name)) continue;
      if ((role !== 'production' || pkg.testSupport) && devDependencies.has(name)) continue;
      // Test files are run by the root's vitest and type-checked by the root's tsconfig.tests.json,
      // so the root's devDependencies and every workspace package are theirs too; declaring a
      // workspace package there would only add build-order edges to turbo's graph that no build needs.
      if (role === 'test' && (rootDevDependencies.has(name) || workspaceNames.has(name))) continue;
      const problem = devDependencies.has(name)
        ? `imports ${name} in production code but declares it only in devDependencies`
        : `imports ${name} but does not declare it`;
      const files = offenders.get(problem) ?? [];
      offenders.set(problem, [...files, file]);
    }
  }
  for (const [problem, files] of offenders) report(`${problem} (${describeFiles(files)})`);
}

function checkRestrictedImports(pkg, folder, imports, report) {
  if (pkg.testSupport) return;
  for (const [name, { allowedUnder, reason }] of Object.entries(RESTRICTED_IMPORTS)) {
    if (name === pkg.name || allowedUnder.some((prefix) => `${folder}/`.startsWith(prefix))) continue;
    const files = imports.filter(({ packages }) => packages.has(name)).map(({ file }) => file);
    const declared = DEPENDENCY_FIELDS.some((field) => pkg.declared[field].has(name));
    const rule = `only ${allowedUnder.join(', ')} may import it: ${reason}`;
    if (files.length > 0) report(`imports ${name} (${describeFiles(files)}); ${rule}`);
    else if (declared) report(`declares ${name}; ${rule}`);
  }
}

function describeFiles(files) {
  const shown = files.slice(0, 2).join(', ');
  return files.length > 2 ? `${shown} and ${files.length - 2} more` : shown;
}

function checkDeclaredAreUsed(pkg, imports, report) {
  const used = new Set(imports.flatMap(({ packages, typeReferences }) => [...packages, ...typeReferences]));
  for (const name of pkg.tsconfig?.options.types ?? []) used.add(packageOf(name));
  const allowed = USED_WITHOUT_IMPORT[pkg.name] ?? {};
  for (const field of DEPENDENCY_FIELDS) {
    for (const name of pkg.declared[field]) {
      if (used.has(name) || used.has(typedPackage(name)) || name in allowed) continue;
      report(`declares ${name} in ${field} but no file imports it`);
    }
  }
}

/** The package an `@types/` package describes: `@types/react` -> `react`, `@types/a__b` -> `@a/b`. */
function typedPackage(name) {
  if (!name.startsWith('@types/')) return undefined;
  const typed = name.slice('@types/'.length);
  return typed.includes('__') ? `@${typed.replace('__', '/')}` : typed;
}

function checkProjectReferences(pkg, byDirectory, workspaceNames, report) {
  const config = pkg.tsconfig;
  if (!config) return;
  const referenced = new Set();
  for (const reference of config.projectReferences ?? []) {
    const target = byDirectory.get(referenceDirectory(reference.path));
    const shown = relative(pkg.directory, reference.path) || '.';
    if (!target) report(`tsconfig.json references ${shown}, which is not a workspace package`);
    else if (!pkg.declared.dependencies.has(target.name)) {
      report(`tsconfig.json references ${target.name} (${shown}), which is not in its dependencies`);
    } else referenced.add(target.name);
  }
  // A composite build (`tsc -b`) compiles each package into its own dist and needs a reference to
  // read another package's declarations. The web app instead type-checks with noEmit and resolves
  // workspace packages to their sources (the "source" condition), so it needs no references.
  if (config.options.composite !== true) return;
  for (const name of pkg.declared.dependencies) {
    if (workspaceNames.has(name) && !referenced.has(name)) {
      report(`depends on ${name} but tsconfig.json does not reference it`);
    }
  }
}

function checkRootReferences(root, rootName, byDirectory, problems) {
  const config = parseTsconfig(root);
  for (const reference of config?.projectReferences ?? []) {
    const target = byDirectory.get(referenceDirectory(reference.path));
    if (!target || !existsSync(join(target.directory, 'tsconfig.json'))) {
      const shown = relative(root, reference.path);
      problems.push(
        `${rootName}: tsconfig.json references ${shown}, which is not a workspace package with a tsconfig.json`,
      );
    }
  }
}

/** A reference names a project folder or its tsconfig file. */
function referenceDirectory(path) {
  const directory = path.endsWith('.json') ? dirname(path) : path;
  return existsSync(directory) ? realpathSync(directory) : resolve(directory);
}

/** tsconfig.json with `extends` applied, or undefined when the package has none. */
function parseTsconfig(directory) {
  const file = join(directory, 'tsconfig.json');
  if (!existsSync(file)) return undefined;
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, directory, undefined, file);
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

if (import.meta.main) {
  const { packages, problems } = checkWorkspace(fileURLToPath(new URL('..', import.meta.url)));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(
    `Workspace OK: ${packages} packages declare what they import and reference what they depend on.`,
  );
}
