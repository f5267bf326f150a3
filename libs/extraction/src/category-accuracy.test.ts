import type { PageCategory } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.js';

/** Pages as real sites title and place them, labelled by hand. */
const LABELLED: [url: string, title: string, h1: string, label: PageCategory][] = [
  ['https://stripe.com/docs/payments', 'Payments | Stripe Documentation', 'Payments', 'docs'],
  ['https://docs.github.com/en/actions', 'GitHub Actions documentation', 'GitHub Actions', 'docs'],
  [
    'https://nextjs.org/docs/app/building-your-application',
    'Building Your Application | Next.js',
    'Building',
    'docs',
  ],
  [
    'https://www.postgresql.org/docs/current/sql-select.html',
    'PostgreSQL: Documentation: SELECT',
    'SELECT',
    'docs',
  ],
  ['https://developer.mozilla.org/en-US/docs/Web/HTTP', 'HTTP | MDN', 'HTTP', 'docs'],
  ['https://stripe.com/docs/api/charges', 'Charges | Stripe API Reference', 'Charges', 'api-reference'],
  [
    'https://api.slack.com/methods/chat.postMessage',
    'chat.postMessage method | Slack',
    'chat.postMessage',
    'api-reference',
  ],
  ['https://docs.python.org/3/library/json.html', 'json — JSON encoder and decoder', 'json', 'docs'],
  ['https://nodejs.org/api/fs.html', 'File system | Node.js Documentation', 'File system', 'api-reference'],
  ['https://acme.dev/reference/cli', 'CLI reference | Acme', 'CLI reference', 'api-reference'],
  [
    'https://vercel.com/guides/deploying-nextjs',
    'Deploying Next.js | Vercel Guides',
    'Deploying',
    'tutorial',
  ],
  [
    'https://www.digitalocean.com/community/tutorials/how-to-install-nginx',
    'How To Install Nginx',
    'How To Install Nginx',
    'tutorial',
  ],
  ['https://react.dev/learn/thinking-in-react', 'Thinking in React', 'Thinking in React', 'tutorial'],
  ['https://acme.dev/getting-started', 'Getting started with Acme', 'Getting started', 'tutorial'],
  ['https://acme.dev/docs/quickstart', 'Quickstart | Acme Docs', 'Quickstart', 'docs'],
  ['https://stripe.com/blog/payment-api-design', 'Payment API design', 'Payment API design', 'blog'],
  [
    'https://github.blog/2024-01-01-year-in-review',
    'Year in review | The GitHub Blog',
    'Year in review',
    'blog',
  ],
  ['https://acme.dev/news/series-b', 'Acme raises Series B', 'Acme raises Series B', 'blog'],
  ['https://acme.dev/posts/why-we-rewrote', 'Why we rewrote our queue', 'Why we rewrote our queue', 'blog'],
  ['https://acme.dev/pricing', 'Pricing | Acme', 'Simple pricing', 'pricing'],
  ['https://linear.app/pricing', 'Pricing – Linear', 'Pricing', 'pricing'],
  ['https://acme.dev/plans', 'Plans and prices', 'Choose a plan', 'pricing'],
  ['https://acme.dev/about', 'About Acme', 'Our story', 'about'],
  ['https://acme.dev/company/team', 'Team | Acme', 'Meet the team', 'about'],
  ['https://acme.dev/careers', 'Careers at Acme', 'Join us', 'about'],
  ['https://acme.dev/contact', 'Contact us | Acme', 'Get in touch', 'contact'],
  ['https://acme.dev/support', 'Support | Acme', 'How can we help?', 'contact'],
  ['https://acme.dev/privacy', 'Privacy Policy | Acme', 'Privacy Policy', 'legal'],
  ['https://acme.dev/legal/terms', 'Terms of Service', 'Terms of Service', 'legal'],
  ['https://acme.dev/cookie-policy', 'Cookie Policy', 'Cookie Policy', 'legal'],
  ['https://acme.dev/changelog', 'Changelog | Acme', 'Changelog', 'changelog'],
  ['https://acme.dev/releases/v2-0', 'Acme 2.0 released', 'Release 2.0', 'changelog'],
  ['https://acme.dev/whats-new', "What's new in Acme", "What's new", 'changelog'],
  ['https://acme.dev/features/sync', 'Real-time sync | Acme', 'Real-time sync', 'product'],
  ['https://acme.dev/product/analytics', 'Analytics | Acme', 'Analytics', 'product'],
  ['https://acme.dev/integrations/slack', 'Slack integration | Acme', 'Slack', 'product'],
  ['https://acme.dev/', 'Acme — ship faster', 'Ship faster', 'product'],
  ['https://acme.dev/customers/globex', 'How Globex uses Acme', 'Globex', 'other'],
  ['https://acme.dev/events/summit', 'Acme Summit 2025', 'Summit', 'other'],
  ['https://acme.dev/x/y', 'Untitled', 'Welcome', 'other'],
];
const FLOOR = 0.9;

function page(title: string, h1: string): string {
  return `<html><head><title>${title}</title></head><body><main><h1>${h1}</h1><p>Body text.</p></main></body></html>`;
}

describe('category accuracy on labelled pages', () => {
  it(`gets at least ${FLOOR * 100}% right`, () => {
    const misses = LABELLED.map(([url, title, h1, label]) => ({
      url,
      label,
      guess: extractPage(page(title, h1), url).category,
    }))
      .filter(({ label, guess }) => guess !== label)
      .map(({ url, label, guess }) => `${url} (${label}, guessed ${guess})`);
    const accuracy = (LABELLED.length - misses.length) / LABELLED.length;
    console.info(
      `category accuracy: ${(accuracy * 100).toFixed(1)}% of ${LABELLED.length} labelled pages; misses: ${misses.join(', ') || 'none'}`,
    );
    expect(accuracy).toBeGreaterThanOrEqual(FLOOR);
  });
});
