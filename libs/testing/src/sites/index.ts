export * from './client-rendered-site.js';
export * from './distinct-prose.js';
export * from './docs-site.js';
export * from './fixture-site.js';
export * from './multilingual-site.js';
export * from './routed-site.js';
export * from './script-built-site.js';
export * from './changing-site.js';
