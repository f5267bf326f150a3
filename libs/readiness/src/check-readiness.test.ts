import { afterAll, describe, expect, it } from 'vitest';
import type { ReadinessReport } from '@signpost/contracts';
import { createGuardedFetcher, type FetchOptions } from '@signpost/fetch';
import {
  startLocalServer,
  startRoutedSite,
  testConfig,
  type LocalServer,
  type RoutedResponse,
  type RoutedSite,
} from '@signpost/testing';
import { checkReadiness } from './check-readiness.js';
import { inlineReadinessSteps } from './readiness-steps.js';

const { crawl } = testConfig({ SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true' });
const fetcher = createGuardedFetcher(crawl);
const sites: RoutedSite[] = [];
const servers: LocalServer[] = [];
afterAll(async () => {
  for (const site of [...sites, ...servers]) await site.close();
  await fetcher.close();
});

const PROSE = Array.from(
  { length: 80 },
  (_, index) => `paragraph${String.fromCharCode(97 + (index % 26))}${index}`,
).join(' ');
const page = (title: string, head = ''): RoutedResponse => ({
  body: `<!doctype html><html><head><title>${title}</title>${head}</head><body><main><h1>${title}</h1><p>${PROSE}</p></main></body></html>`,
});
const text = (body: string, type = 'text/plain; charset=utf-8'): RoutedResponse => ({ type, body });
const LLMS_TXT =
  '# Example Docs\n\n> Guides for the example.\n\n## Guides\n\n- [Install]({origin}/install.md): how to install\n- [Deploy]({origin}/deploy.md): how to deploy\n';
const ROBOTS = 'User-agent: *\nAllow: /\nSitemap: {origin}/sitemap.xml\n';
const today = new Date().toISOString().slice(0, 10);
const SITEMAP = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>{origin}/</loc><lastmod>${today}</lastmod></url><url><loc>{origin}/install</loc></url><url><loc>{origin}/deploy</loc></url></urlset>`;
const DESCRIBED = { link: '</llms.txt>; rel="describedby"' };

/** A site agents find everything on; `changes` replaces or adds routes. */
async function site(changes: Record<string, RoutedResponse | undefined> = {}): Promise<RoutedSite> {
  const routes: Record<string, RoutedResponse> = {
    '/': { ...page('Example Docs'), headers: DESCRIBED },
    '/install': {
      ...page('Install', '<link rel="alternate" type="text/markdown" href="/install.md">'),
      headers: DESCRIBED,
    },
    '/deploy': { ...page('Deploy'), headers: DESCRIBED },
    '/install.md': text(`# Install\n\n${PROSE}\n`, 'text/markdown'),
    '/deploy.md': text(`# Deploy\n\n${PROSE}\n`, 'text/markdown'),
    '/llms.txt': text(LLMS_TXT),
    '/llms-full.txt': text('# Example Docs\n\n## Install\n\nRun the installer.\n'),
    '/robots.txt': text(ROBOTS),
    '/sitemap.xml': text(SITEMAP, 'application/xml'),
  };
  for (const [path, route] of Object.entries(changes)) {
    if (route === undefined) Reflect.deleteProperty(routes, path);
    else routes[path] = route;
  }
  const started = await startRoutedSite(routes);
  sites.push(started);
  return started;
}

const run = (url: string) =>
  checkReadiness(url, { fetcher, userAgent: crawl.userAgent, steps: inlineReadinessSteps });
const statusOf = (report: ReadinessReport, id: string) =>
  report.checks.find((item) => item.id === id)?.status;

describe('checkReadiness', () => {
  it('passes a site that gives agents everything, and writes no fix for what passes', async () => {
    const { origin } = await site();
    const report = await run(origin);
    const notPassing = report.checks
      .filter((item) => item.status !== 'pass')
      .map((item) => `${item.id}: ${item.summary}`);
    expect(notPassing).toEqual([
      'content-negotiation: 0 of 2 sampled pages answer Accept: text/markdown with markdown.',
    ]);
    expect(report.score).toBeGreaterThanOrEqual(90);
    expect(report.checks.filter((item) => item.status === 'pass').every((item) => item.fix === '')).toBe(
      true,
    );
    expect(new Set(report.checks.map((item) => item.id)).size).toBe(report.checks.length);
  });

  it('fails a site whose robots.txt shuts out the AI search and user agents, and says which', async () => {
    const blocked = await site({
      '/robots.txt': text(
        'User-agent: OAI-SearchBot\nDisallow: /\n\nUser-agent: Claude-User\nDisallow: /\n\nUser-agent: *\nAllow: /\n',
      ),
    });
    const report = await run(blocked.origin);
    const crawlers = report.checks.find((item) => item.id === 'ai-crawlers-allowed');
    expect(crawlers).toMatchObject({ status: 'fail' });
    expect(crawlers?.summary).toContain('OAI-SearchBot, Claude-User');
    expect(crawlers?.fix).toContain('robots.txt');

    const trainingOnly = await site({
      '/robots.txt': text('User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n'),
    });
    const chosen = (await run(trainingOnly.origin)).checks.find((item) => item.id === 'ai-crawlers-allowed');
    expect(chosen).toMatchObject({ status: 'pass' });
    expect(chosen?.summary).toContain('GPTBot');
  });

  it('fails Content-Signal ai-input=no beside an llms.txt', async () => {
    const signalled = await site({
      '/robots.txt': text(`${ROBOTS}Content-Signal: search=yes, ai-input=no, ai-train=no\n`),
    });
    const report = await run(signalled.origin);
    expect(statusOf(report, 'content-signals')).toBe('fail');
    const usage = await site({ '/robots.txt': text(`${ROBOTS}Content-Usage: train-ai=n\n`) });
    expect(statusOf(await run(usage.origin), 'content-signals')).toBe('pass');
  });

  it('passes content negotiation on a site that answers Accept: text/markdown with markdown', async () => {
    const negotiating = await startLocalServer((request, response) => {
      const path = request.url ?? '/';
      if (path === '/robots.txt' || path === '/llms.txt') {
        response.writeHead(404).end();
        return;
      }
      if (/text\/markdown/.test(request.headers.accept ?? '')) {
        response
          .writeHead(200, { 'content-type': 'text/markdown; charset=utf-8' })
          .end(`# ${path}\n\nThe page as markdown.\n`);
        return;
      }
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<!doctype html><html><body><main><p>${PROSE}</p></main></body></html>`);
    });
    servers.push(negotiating);
    const report = await run(negotiating.url);
    expect(statusOf(report, 'content-negotiation')).toBe('pass');
    expect(statusOf(report, 'markdown-alternates')).toBe('pass');
  });

  it('fails pages that show nothing without JavaScript, with a fix for the framework that built them', async () => {
    const shell = {
      body: '<!doctype html><html><head><meta name="generator" content="Docusaurus v3.8.1"><title>App</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>',
    };
    const spa = await site({ '/': shell, '/install': shell, '/deploy': shell });
    const report = await run(spa.origin);
    const content = report.checks.find((item) => item.id === 'content-without-javascript');
    expect(content?.status).toBe('fail');
    expect(content?.fix).toContain('Docusaurus');
    expect(report.platform).toBe('Docusaurus');
  });

  it('caps the score of a site without llms.txt, and says where to put one', async () => {
    const bare = await site({ '/llms.txt': undefined, '/llms-full.txt': undefined });
    const report = await run(bare.origin);
    expect(statusOf(report, 'llms-txt-exists')).toBe('fail');
    expect(statusOf(report, 'llms-txt-size')).toBe('skip');
    expect(report.score).toBeLessThanOrEqual(59);
  });

  it('finds the most specific file of version 2: a folder’s own llms.txt, and warns for the older forms only', async () => {
    const folders = await site({
      '/docs/guide': page('Guide'),
      '/docs/llms.txt': text(
        '# Docs only\n\n> The docs folder.\n\n- [Guide]({origin}/docs/guide): the guide\n',
      ),
    });
    const inFolder = await run(`${folders.origin}/docs/guide`);
    expect(inFolder.checks.find((item) => item.id === 'llms-txt-exists')?.summary).toContain(
      '/docs/llms.txt, found through the folder',
    );

    const legacy = await site({
      '/': { ...page('Example Docs'), headers: { 'x-llms-txt': '/files/llms.txt' } },
      '/llms.txt': undefined,
      '/files/llms.txt': text(LLMS_TXT),
    });
    const report = await run(legacy.origin);
    expect(statusOf(report, 'llms-txt-exists')).toBe('warn');
    expect(statusOf(report, 'discovery-links')).toBe('warn');
  });

  it('fails pages behind a login, markdown with an unclosed fence or missing text, and pages too long to read', async () => {
    const gated = await site({
      '/install': { status: 403, body: '<!doctype html><title>Forbidden</title><p>Sign in first.</p>' },
      '/deploy': { status: 401, body: '<!doctype html><title>Sign in</title>' },
    });
    expect(statusOf(await run(gated.origin), 'agent-access')).toBe('fail');

    const broken = await site({
      '/install.md': text('# Install\n\n```sh\nnpm install\n', 'text/markdown'),
      '/deploy': page('Deploy', `<p>${'long '.repeat(30_000)}</p>`),
      '/deploy.md': undefined,
    });
    const report = await run(broken.origin);
    expect(statusOf(report, 'markdown-quality')).toBe('fail');
    expect(statusOf(report, 'markdown-parity')).toBe('fail');
    expect(statusOf(report, 'page-size')).toBe('fail');
  });

  it('fails an llms.txt past 100,000 characters and a soft 404', async () => {
    const huge = `# Huge\n\n> Too long.\n\n## Pages\n\n${Array.from({ length: 1_500 }, (_, index) => `- [Page ${index}]({origin}/p${index}): ${'x'.repeat(50)}`).join('\n')}\n`;
    const large = await site({ '/llms.txt': text(huge), '*': page('Anything') });
    const report = await run(large.origin);
    expect(statusOf(report, 'llms-txt-size')).toBe('fail');
    expect(statusOf(report, 'http-status-codes')).toBe('fail');
  });

  it('answers the checks of a group that throws as skipped, and every other check as usual', async () => {
    const { origin } = await site();
    // Requests of two groups made late (the markdown negotiation, the soft-404 probe) throw, as a bug would.
    const failing = {
      fetch: (url: string, options?: FetchOptions) =>
        url.includes('/signpost-readiness-') || options?.accept === 'text/markdown'
          ? Promise.reject(new TypeError('not a failure of the site'))
          : fetcher.fetch(url, options),
    };
    const report = await checkReadiness(origin, {
      fetcher: failing,
      userAgent: crawl.userAgent,
      steps: inlineReadinessSteps,
    });
    const skipped = report.checks.filter(
      (item) => item.summary === 'This check could not be completed for this site.',
    );
    expect(skipped.map((item) => `${item.id} ${item.status}`).sort()).toEqual([
      'canonical-noindex skip',
      'content-negotiation skip',
      'content-without-javascript skip',
      'http-status-codes skip',
      'markdown-alternates skip',
    ]);
    expect(statusOf(report, 'llms-txt-exists')).toBe('pass');
    expect(statusOf(report, 'ai-crawlers-allowed')).toBe('pass');
    expect(report.checks).toHaveLength(24);
  });

  it('credits the markdown copies Signpost serves for a published site, and offers them where a site has none', async () => {
    const signpost = await startRoutedSite({
      '/s/ab12cd34/pages/install.md': text(`# Install\n\n${PROSE}\n`, 'text/markdown; charset=utf-8'),
      '/s/ab12cd34/pages/deploy.md': text(`# Deploy\n\n${PROSE}\n`, 'text/markdown; charset=utf-8'),
    });
    sites.push(signpost);
    const copies = `${signpost.origin}/s/ab12cd34/pages`;
    const { origin } = await site({
      '/install': { ...page('Install'), headers: DESCRIBED },
      '/install.md': undefined,
      '/deploy.md': undefined,
      '/llms.txt': text(
        `# Example Docs\n\n> Guides for the example.\n\n## Guides\n\n- [Install](${copies}/install.md): how to install\n- [Deploy](${copies}/deploy.md): how to deploy\n`,
      ),
    });
    const withCopies = await checkReadiness(origin, {
      fetcher,
      userAgent: crawl.userAgent,
      steps: inlineReadinessSteps,
      hostedCopies: `${signpost.origin}/s/`,
    });
    const alternates = withCopies.checks.find((item) => item.id === 'markdown-alternates');
    expect(alternates).toMatchObject({ status: 'pass' });
    expect(alternates?.summary).toContain('2 of them served by Signpost');
    expect(statusOf(withCopies, 'llms-txt-coverage')).toBe('pass');

    const elsewhere = await run(origin);
    const without = elsewhere.checks.find((item) => item.id === 'markdown-alternates');
    expect(without?.status).toBe('fail');
    expect(without?.fix).toContain('let Signpost serve them');
  });
});
