import { readFileSync } from 'node:fs';

/** The gateway's version, from its package: the API document's and the MCP server's. */
export const GATEWAY_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
