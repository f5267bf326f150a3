/** CSP directives by name, each with its sources. */
export type Directives = Record<string, string[]>;

/**
 * What Google Tag Manager and the Google Analytics 4 tags it loads need (Google's "Use Tag Manager
 * with a Content Security Policy" guide): the container script, its measurement requests and its
 * preview frame. No inline script: the web app's consent code loads gtm.js as a file.
 */
const TAG_MANAGER_SOURCES = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': [
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.g.doubleclick.net',
  ],
  'frame-src': ['https://www.googletagmanager.com'],
} satisfies Directives;

export interface PolicyOptions {
  /** A Tag Manager container is configured: its origins are admitted. */
  tagManager: boolean;
  /** The product is served over https: every http subresource is upgraded. */
  https: boolean;
}

/** What every page of this server may do, whichever policy it has. */
function basePolicy({ https }: PolicyOptions): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

function adding(policy: Directives, extra: Directives): Directives {
  const merged = { ...policy };
  for (const [name, sources] of Object.entries(extra)) merged[name] = [...(merged[name] ?? []), ...sources];
  return merged;
}

/**
 * The policy of the web app and of every API answer: scripts, styles and fonts from this origin only,
 * never inline, framed by nobody; Tag Manager's origins only when a container is configured.
 */
export function appPolicy(options: PolicyOptions): Directives {
  return options.tagManager ? adding(basePolicy(options), TAG_MANAGER_SOURCES) : basePolicy(options);
}

/** The API viewer at /api/docs: swagger-ui's own files, with the inline styles its components set. */
export function docsPolicy(options: PolicyOptions): Directives {
  return adding(basePolicy(options), { 'style-src': ["'unsafe-inline'"] });
}

/**
 * The queue board: bull-board's page carries inline styles and loads its fonts from Google Fonts.
 * Its scripts stay files of this origin.
 */
export function queueBoardPolicy(options: PolicyOptions): Directives {
  return adding(basePolicy(options), {
    'style-src': ["'unsafe-inline'", 'https://fonts.googleapis.com'],
    'font-src': ['https://fonts.gstatic.com'],
  });
}
