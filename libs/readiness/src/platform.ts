import type { FetchResult } from '@signpost/fetch';

export type Framework = 'Docusaurus' | 'VitePress' | 'Starlight' | 'Mintlify' | 'WordPress';
export type Host = 'Cloudflare' | 'Netlify' | 'Vercel' | 'GitHub Pages' | 'nginx' | 'Apache';

/** What the site is built with and served by, as far as its home page tells. */
export interface Platform {
  framework: Framework | null;
  host: Host | null;
}

/** Frameworks that name themselves in the generator meta tag. */
const GENERATORS: [Framework, RegExp][] = [
  ['Docusaurus', /^\s*Docusaurus/i],
  ['VitePress', /^\s*VitePress/i],
  ['Starlight', /^\s*Starlight/i],
  ['WordPress', /^\s*WordPress/i],
];

/** The framework a page's generator tag names, else one its markup gives away. */
export function frameworkOf(generator: string | null, html: string): Framework | null {
  const named = GENERATORS.find(([, pattern]) => pattern.test(generator ?? ''))?.[0];
  if (named !== undefined) return named;
  if (/\/wp-content\//i.test(html)) return 'WordPress';
  return /mintlify/i.test(html) ? 'Mintlify' : null;
}

function hostOf(headers: Record<string, string>): Host | null {
  const server = (headers['server'] ?? '').toLowerCase();
  if (headers['cf-ray'] !== undefined || server === 'cloudflare') return 'Cloudflare';
  if (headers['x-nf-request-id'] !== undefined || server.includes('netlify')) return 'Netlify';
  if (headers['x-vercel-id'] !== undefined || server.includes('vercel')) return 'Vercel';
  if (headers['x-github-request-id'] !== undefined || server.includes('github.com')) return 'GitHub Pages';
  if (server.startsWith('nginx')) return 'nginx';
  if (server.startsWith('apache')) return 'Apache';
  return null;
}

export function detectPlatform(home: FetchResult | null, framework: Framework | null): Platform {
  return { framework, host: home === null ? null : hostOf(home.headers) };
}

/** "Docusaurus on Netlify", "nginx", or null when nothing could be told. */
export function describePlatform({ framework, host }: Platform): string | null {
  if (framework !== null && host !== null) return `${framework} on ${host}`;
  return framework ?? host;
}
