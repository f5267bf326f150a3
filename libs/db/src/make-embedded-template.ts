import './wasm-baseline-only.js';
import { rm } from 'node:fs/promises';
import { EMBEDDED_TEMPLATE_DIR, writeEmbeddedTemplate } from './embedded-template.js';

/** Run by the package's build: the cluster every CLI run's data folder starts from (embedded-template.ts). */
await rm(EMBEDDED_TEMPLATE_DIR, { recursive: true, force: true });
await writeEmbeddedTemplate();
