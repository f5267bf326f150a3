/** How to point a site's own /llms.txt at its published address, on one kind of host. */
export interface PublishSnippet {
  id: string;
  host: string;
  /** Where the lines go. */
  where: string;
  code: string;
}

/**
 * The redirect or proxy rules for the common hosts. A proxy (the host fetches the file and serves it
 * as its own) keeps /llms.txt answering 200 at the site's address; where a host can only redirect,
 * assistants follow the redirect.
 */
export function publishSnippets(url: string, fullUrl: string): PublishSnippet[] {
  return [
    {
      id: 'netlify',
      host: 'Netlify',
      where: '_redirects in the folder Netlify publishes (200 proxies the file)',
      code: `/llms.txt       ${url}  200!\n/llms-full.txt  ${fullUrl}  200!`,
    },
    {
      id: 'vercel',
      host: 'Vercel',
      where: 'vercel.json at the root of the project',
      code: JSON.stringify(
        {
          rewrites: [
            { source: '/llms.txt', destination: url },
            { source: '/llms-full.txt', destination: fullUrl },
          ],
        },
        null,
        2,
      ),
    },
    {
      id: 'cloudflare',
      host: 'Cloudflare Pages',
      where: '_redirects in the build output (Pages redirects to other sites; it proxies only its own)',
      code: `/llms.txt       ${url}  302\n/llms-full.txt  ${fullUrl}  302`,
    },
    {
      id: 'nginx',
      host: 'nginx',
      where: 'the server block of the site',
      code:
        `location = /llms.txt { proxy_pass ${url}; proxy_ssl_server_name on; }\n` +
        `location = /llms-full.txt { proxy_pass ${fullUrl}; proxy_ssl_server_name on; }`,
    },
    {
      id: 'apache',
      host: 'Apache',
      where: '.htaccess at the root of the site (mod_rewrite)',
      code: `RewriteEngine On\nRewriteRule ^llms\\.txt$ ${url} [R=302,L]\nRewriteRule ^llms-full\\.txt$ ${fullUrl} [R=302,L]`,
    },
  ];
}

/** For hosted shops and site builders that serve no file at the root of the site. */
export const NO_ROOT_FILES_NOTE =
  'Shopify, Squarespace, Wix and similar platforms serve no file of yours at the root of the site. ' +
  'Where the platform has URL redirects, redirect /llms.txt to the address above; otherwise share the ' +
  'address itself: assistants and tools can read it there.';

/**
 * Version 2 of the proposal: each page names the llms.txt that covers it, in its <head> or as a
 * Link header, so an agent that lands on any page finds the file.
 */
export const DISCOVERY_SNIPPET: PublishSnippet = {
  id: 'discovery',
  host: 'Every page',
  where: 'the <head> of each page, or the same as a response header from the server or CDN',
  code: '<link rel="describedby" href="/llms.txt">\nLink: </llms.txt>; rel="describedby"',
};
