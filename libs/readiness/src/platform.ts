import type { FetchResult } from '@signpost/fetch';

export type Framework = 'Docusaurus' | 'VitePress' | 'Starlight' | 'Mintlify' | 'WordPress';
export type Host = 'Cloudflare' | 'Netlify' | 'Vercel' | 'GitHub Pages' | 'nginx' | 'Apache';

/** What the site is built with and served by, as far as its home page tells. */
export interface Platform {
  framework: Framework | null;
  host: Host | null;
}

const FRAMEWORKS: [Framework, RegExp][] = [
  ['Docusaurus', /<meta[^>]+name="generator"[^>]+content="Docusaurus/i],
  ['VitePress', /<meta[^>]+name="generator"[^>]+content="VitePress/i],
  ['Starlight', /<meta[^>]+name="generator"[^>]+content="Starlight/i],
  ['WordPress', /<meta[^>]+name="generator"[^>]+content="WordPress|\/wp-content\//i],
  ['Mintlify', /mintlify/i],
];

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

export function detectPlatform(home: FetchResult | null, html: string | null): Platform {
  const framework =
    html === null ? null : (FRAMEWORKS.find(([, pattern]) => pattern.test(html))?.[0] ?? null);
  return { framework, host: home === null ? null : hostOf(home.headers) };
}

/** "Docusaurus on Netlify", "nginx", or null when nothing could be told. */
export function describePlatform({ framework, host }: Platform): string | null {
  if (framework !== null && host !== null) return `${framework} on ${host}`;
  return framework ?? host;
}
