import type { Framework, Host, Platform } from './platform.js';

/** Where a generated llms.txt goes, by what builds the site. */
const PUBLISH_FILE: Record<Framework, string> = {
  Docusaurus:
    'Put llms.txt in the static/ folder (served from the site root), or add a plugin such as docusaurus-plugin-llms to build it.',
  VitePress:
    'Put llms.txt in the public/ folder, or add the vitepress-plugin-llms plugin to build it with the site.',
  Starlight: 'Add the starlight-llms-txt plugin to astro.config, or put llms.txt in the public/ folder.',
  Mintlify:
    'Mintlify serves /llms.txt itself; check it is not turned off in docs.json, or upload your own llms.txt at the root of the docs repository.',
  WordPress:
    'Upload llms.txt to the site root over SFTP, or use an llms.txt plugin that serves it at /llms.txt.',
};

/** How to send a response header, by what serves the site. */
const HEADER_HOW: Record<Host, string> = {
  Cloudflare: 'add a Transform Rule (Modify Response Header) in the Cloudflare dashboard',
  Netlify: 'add it under [[headers]] in netlify.toml (or a _headers file)',
  Vercel: 'add it under "headers" in vercel.json',
  'GitHub Pages': 'GitHub Pages cannot set headers; use the HTML <link> element instead',
  nginx: 'add an add_header line in the server or location block',
  Apache: 'add a Header set line in .htaccess or the virtual host (mod_headers)',
};

/** How to answer `Accept: text/markdown` with the page's markdown, by what serves the site. */
const NEGOTIATION_HOW: Record<Host, string> = {
  Cloudflare:
    'turn on Markdown for Agents (AI Crawl Control) for the zone, which converts pages for Accept: text/markdown',
  Netlify: 'use an Edge Function that returns the page.md file when the Accept header asks for text/markdown',
  Vercel: 'add a rewrite in vercel.json with a "has" condition on the Accept header pointing at the .md file',
  'GitHub Pages': 'GitHub Pages cannot negotiate; publish .md copies of the pages and link them instead',
  nginx:
    'map $http_accept to a .md suffix and try_files $uri$md_suffix $uri (serve the .md copy when text/markdown is asked for)',
  Apache: 'add a mod_rewrite rule with RewriteCond %{HTTP_ACCEPT} text/markdown that serves the .md copy',
};

const MARKDOWN_COPIES: Record<Framework, string> = {
  Docusaurus: 'Build .md copies of the pages (docusaurus-plugin-llms can write them next to the HTML).',
  VitePress: 'vitepress-plugin-llms writes a .md copy of every page next to its HTML.',
  Starlight:
    'Build .md copies of the pages with an Astro endpoint or integration that writes page.md beside each page.',
  Mintlify:
    'Mintlify serves every page as markdown when .md is added to its address; check the option is on.',
  WordPress: 'Use a plugin that serves each post as markdown at its address with .md appended.',
};

/** Where a site cannot serve .md pages itself, Signpost serves them (product-rules.md, Published files). */
const HOSTED_COPIES =
  'Or let Signpost serve them: publish your llms.txt from Signpost with "Link markdown copies from the published llms.txt" checked, and serve that file as your /llms.txt (or redirect to it); every page it lists then has a markdown copy, kept current by a monitor.';

const anyHost = (how: Record<Host, string>, host: Host | null) =>
  host !== null
    ? `On ${host}: ${how[host]}.`
    : `For example: on nginx, ${how.nginx}; on Netlify, ${how.Netlify}; on Cloudflare, ${how.Cloudflare}.`;

/** What to change for a failing or warning check, in words that fit the site's platform. */
export function fixFor(checkId: string, { framework, host }: Platform): string {
  switch (checkId) {
    case 'llms-txt-exists':
      return framework
        ? PUBLISH_FILE[framework]
        : 'Publish an llms.txt at the root of the site (or of the folder it describes): an H1 with the site name, a one-line summary, and lists of links to your key pages. Signpost can write one from your site.';
    case 'llms-txt-valid':
      return 'Fix the issues the llms.txt validator lists: one H1 first, a > summary, H2 sections holding "- [Title](https://…): notes" lines.';
    case 'llms-txt-size':
      return 'Keep llms.txt under 50,000 characters: list each page once with a short note, move detail into the pages, and split a large site into one llms.txt per folder (v2: a folder’s file covers the pages under it).';
    case 'llms-txt-links-resolve':
      return 'Update or remove the links that fail; every link should answer 200 without a redirect to another site.';
    case 'llms-txt-links-markdown':
      return `Point the links of llms.txt at markdown copies of the pages (page.md or page.html.md) where you have them. ${HOSTED_COPIES}`;
    case 'llms-full-txt':
      return 'Publish llms-full.txt beside llms.txt with the full text of the listed pages, so an agent can read everything in one request (Signpost writes one with your llms.txt).';
    case 'markdown-alternates':
      return `${
        framework
          ? MARKDOWN_COPIES[framework]
          : 'Publish a markdown copy of each page at its address with .md appended (page.md, or index.md for a folder), served as text/markdown.'
      } ${HOSTED_COPIES}`;
    case 'content-negotiation':
      return `Answer Accept: text/markdown with the page's markdown and Content-Type: text/markdown. ${anyHost(NEGOTIATION_HOW, host)}`;
    case 'discovery-links':
      return `Tell agents where the files are: add <link rel="describedby" href="/llms.txt"> and <link rel="alternate" type="text/markdown" href="page.md"> to each page's <head>, or send the same as a header, Link: </llms.txt>; rel="describedby". To send the header, ${host ? HEADER_HOW[host] : 'use your server or CDN configuration'}.`;
    case 'robots-txt':
      return 'Publish a robots.txt at the root that states your rules and names your sitemap (Sitemap: https://…/sitemap.xml).';
    case 'ai-crawlers-allowed':
      return framework === 'WordPress'
        ? 'Check the robots.txt your SEO plugin writes (Settings → Reading, or the plugin’s robots.txt editor) and allow the search and user-fetch agents (OAI-SearchBot, ChatGPT-User, Claude-User, Claude-SearchBot, PerplexityBot).'
        : host === 'Cloudflare'
          ? 'In Cloudflare, check AI Crawl Control and the managed robots.txt: allow the search and user-fetch agents (OAI-SearchBot, ChatGPT-User, Claude-User, Claude-SearchBot, PerplexityBot) even if you block training.'
          : 'Allow the AI search and user-fetch agents in robots.txt (OAI-SearchBot, ChatGPT-User, Claude-User, Claude-SearchBot, PerplexityBot): blocking them keeps your pages out of AI answers. Blocking training agents (GPTBot, ClaudeBot, Google-Extended, CCBot) is your choice and does not.';
    case 'llms-txt-links-allowed':
      return 'Either allow the pages llms.txt links to in robots.txt, or take them out of llms.txt: a file that offers pages agents may not read sends them nowhere.';
    case 'content-signals':
      return 'Your Content-Signal (or Content-Usage) lines forbid AI input while you publish an llms.txt for AI assistants. If agents may use your pages to answer questions, set ai-input=yes (Content-Usage: search=y); keep ai-train=no if you do not want training.';
    case 'sitemap-present':
      return framework
        ? `${framework} can write a sitemap (its sitemap plugin or option); name it in robots.txt with a Sitemap: line.`
        : 'Publish a sitemap.xml listing every page and name it in robots.txt with a Sitemap: line.';
    case 'sitemap-fresh':
      return 'Give each sitemap entry a <lastmod> with the date the page last changed, and regenerate the sitemap when you publish.';
    case 'llms-txt-coverage':
      return 'Add the important pages the sitemap lists but llms.txt does not (Signpost’s analysis shows which), or drop the sitemap’s stale entries.';
    case 'canonical-noindex':
      return 'Do not list noindex pages or pages whose canonical names another address in llms.txt: link the canonical address, or remove the noindex.';
    case 'content-without-javascript':
      return framework
        ? `${framework} renders pages at build time; make sure the pages are built (static or server rendering), not shipped as an empty app shell.`
        : 'Render pages on the server or at build time so their text is in the HTML; agents do not run JavaScript.';
    case 'page-size':
      return 'Split long pages, and keep markup lean: agents read the first 50,000-100,000 characters of a page and drop the rest. Large tables, inline data and every tab of tabbed content all count.';
    case 'content-start':
      // The check runs only on pages that already mark their content (<main> or <article>): what is
      // left to change is how much navigation the HTML puts before it.
      return `Move what comes before the <main> element after it in the HTML (sidebars, long menus, banners), or shorten it, so that converters and agents reach the content first${framework ? ` (${framework}'s theme can move the sidebar after the content)` : ''}.`;
    case 'markdown-quality':
      return 'In the markdown copies: close every ``` fence, make links absolute or root-relative, give sections headings that name their subject, and serve each page whole in one response.';
    case 'markdown-parity':
      return 'Make the markdown copies carry the whole text of their pages: tabs, admonitions and components rendered by scripts often go missing in the conversion.';
    case 'agent-access':
      return host === 'Cloudflare'
        ? 'In Cloudflare, allow verified AI agents past Bot Fight Mode and challenges for the documentation paths, or publish a public llms.txt and markdown copies.'
        : 'Keep documentation public, or publish a public llms.txt and markdown copies for pages behind a login; do not meet agents with a bot challenge on public pages.';
    case 'http-status-codes':
      return 'Answer 404 for addresses that do not exist; a "not found" page answered with 200 looks like a real page to agents.';
    default:
      return '';
  }
}
