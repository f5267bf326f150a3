import './wasm-baseline-only.js';
import { writeEmbeddedTemplate } from './memory-database.js';

/** Run by the package's build: the cluster every in-memory database starts from (memory-database.ts). */
await writeEmbeddedTemplate();
