import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkWorkspace } from '../../scripts/check-workspace.mjs';

const COMPOSITE = { compilerOptions: { composite: true, rootDir: 'src', outDir: 'dist' }, include: ['src'] };

/**
 * Two composite libraries and a noEmit app, which needs no project references. Besides the three
 * mistakes, the files use every form of import the checker must see (type-only, dynamic, subpath,
 * builtins, a test's root devDependency and workspace package), so any of them going unseen shows up
 * as an unused dependency.
 */
const FIXTURE: Record<string, unknown> = {
  'package.json': {
    name: 'fixture',
    private: true,
    workspaces: ['libs/*', 'app'],
    devDependencies: { vitest: '*' },
  },
  'tsconfig.json': { files: [], references: [{ path: 'libs/a' }, { path: 'libs/b' }] },
  'libs/a/package.json': { name: '@fx/a', dependencies: { '@fx/b': '*', zod: '*', lazy: '*' } },
  'libs/a/tsconfig.json': { ...COMPOSITE, references: [] },
  'libs/a/src/index.ts': [
    "import { readFileSync } from 'node:fs';",
    "import path from 'path';",
    "import type { B } from '@fx/b';",
    "import { z } from 'zod/v4';",
    "import leftPad from 'left-pad';",
    "export { helper } from './helper.js';",
    "export const load = () => import('lazy/sub');",
  ].join('\n'),
  'libs/a/src/index.test.ts':
    "import { it } from 'vitest';\nimport { main } from '@fx/app';\nit('runs', () => main);",
  'libs/b/package.json': {
    name: '@fx/b',
    dependencies: { 'is-unused': '*', typed: '*' },
    devDependencies: { '@types/typed': '*' },
  },
  'libs/b/tsconfig.json': COMPOSITE,
  'libs/b/src/index.ts': "export type B = import('typed').T;\nexport const b = 1;",
  'app/package.json': { name: '@fx/app', dependencies: { '@fx/a': '*' }, devDependencies: { vite: '*' } },
  'app/tsconfig.json': { compilerOptions: { noEmit: true, types: ['vite/client'] }, include: ['src'] },
  'app/src/main.ts': "import { load } from '@fx/a';\nvoid load();",
};

describe('check-workspace', () => {
  const root = mkdtempSync(join(tmpdir(), 'check-workspace-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports exactly the undeclared import, the unused dependency and the missing reference', () => {
    for (const [file, content] of Object.entries(FIXTURE)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
    }

    expect(checkWorkspace(root)).toEqual({
      packages: 3,
      problems: [
        '@fx/a: depends on @fx/b but tsconfig.json does not reference it',
        '@fx/a: imports left-pad but does not declare it (src/index.ts)',
        '@fx/b: declares is-unused in dependencies but no file imports it',
      ],
    });
  });

  it('lets a test-support package keep its tools in devDependencies, and refuses it to production code', () => {
    const supportRoot = join(root, 'support');
    const files: Record<string, unknown> = {
      'package.json': { name: 'fixture', private: true, workspaces: ['libs/*'] },
      'tsconfig.json': { files: [], references: [] },
      'libs/testing/package.json': {
        name: '@fx/testing',
        testSupport: true,
        devDependencies: { containers: '*' },
      },
      'libs/testing/src/index.ts': "export const start = () => import('containers');",
      'libs/app/package.json': { name: '@fx/app', dependencies: { '@fx/testing': '*' } },
      'libs/app/src/index.ts': "import { start } from '@fx/testing';\nvoid start();",
      'libs/app/src/index.test.ts': "import { start } from '@fx/testing';\nvoid start();",
    };
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(dirname(join(supportRoot, file)), { recursive: true });
      writeFileSync(join(supportRoot, file), typeof content === 'string' ? content : JSON.stringify(content));
    }
    expect(checkWorkspace(supportRoot).problems).toEqual([
      '@fx/app: imports the test-support package @fx/testing in production code (src/index.ts)',
    ]);
  });

  it('reports each circle of files importing one another once, type-only imports and scripts included', () => {
    const circlesRoot = join(root, 'circles');
    const files: Record<string, unknown> = {
      'package.json': { name: 'fixture', private: true, workspaces: ['libs/*'] },
      'tsconfig.json': { files: [], references: [] },
      'libs/a/package.json': { name: '@fx/a' },
      'libs/a/src/index.ts': "export * from './queue.js';",
      'libs/a/src/queue.ts': "import { memory } from './adapters/memory.js';\nexport const make = memory;",
      'libs/a/src/adapters/memory.ts': "import type { Queue } from '../queue.js';\nexport const memory = {};",
      'libs/a/src/lone.ts':
        "// import './index.js' in a comment\nexport const text = \"import './lone.js'\";",
      'scripts/one.mjs': "import { two } from './two.mjs';\nexport const one = two;",
      'scripts/two.mjs': "export const two = () => import('./one.mjs');",
    };
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(dirname(join(circlesRoot, file)), { recursive: true });
      writeFileSync(join(circlesRoot, file), typeof content === 'string' ? content : JSON.stringify(content));
    }
    const circle = 'fixture: files import one another in a circle';
    expect(checkWorkspace(circlesRoot).problems).toEqual([
      `${circle}: libs/a/src/adapters/memory.ts -> libs/a/src/queue.ts -> libs/a/src/adapters/memory.ts`,
      `${circle}: scripts/one.mjs -> scripts/two.mjs -> scripts/one.mjs`,
    ]);
  });

  it('lets only services and test support import the runtime', () => {
    const layersRoot = join(root, 'layers');
    const files: Record<string, unknown> = {
      'package.json': { name: 'fixture', private: true, workspaces: ['libs/*', 'services/*'] },
      'tsconfig.json': { files: [], references: [] },
      'libs/runtime/package.json': { name: '@signpost/runtime' },
      'libs/runtime/src/index.ts': 'export const createRuntime = () => 1;',
      'libs/billing/package.json': { name: '@fx/billing', dependencies: { '@signpost/runtime': '*' } },
      'libs/billing/src/index.ts': "export type { createRuntime } from '@signpost/runtime';",
      'libs/mail/package.json': { name: '@fx/mail' },
      'libs/mail/src/index.test.ts':
        "import { createRuntime } from '@signpost/runtime';\nvoid createRuntime;",
      'libs/testing/package.json': {
        name: '@fx/testing',
        testSupport: true,
        dependencies: { '@signpost/runtime': '*' },
      },
      'libs/testing/src/index.ts': "export { createRuntime } from '@signpost/runtime';",
      'services/api/package.json': { name: '@fx/api', dependencies: { '@signpost/runtime': '*' } },
      'services/api/src/main.ts': "import { createRuntime } from '@signpost/runtime';\nvoid createRuntime;",
    };
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(dirname(join(layersRoot, file)), { recursive: true });
      writeFileSync(join(layersRoot, file), typeof content === 'string' ? content : JSON.stringify(content));
    }
    const rule = 'only services/ may import it: a library declares the narrow dependencies it needs';
    expect(checkWorkspace(layersRoot).problems).toEqual([
      `@fx/billing: imports @signpost/runtime (src/index.ts); ${rule}`,
      `@fx/mail: imports @signpost/runtime (src/index.test.ts); ${rule}`,
    ]);
  });
});
