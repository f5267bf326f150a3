import { Link } from 'react-router-dom';
import { KeepingCurrentDocs } from './KeepingCurrentDocs.js';
import { PublicApiSection } from './PublicApiSection.js';
import { StaticPage } from './StaticPage.js';
import { ToolingDocs } from './ToolingDocs.js';

const EXAMPLE = `# Example Co

> Example Co makes invoicing software for freelancers.

Invoices are sent from the web app; payments arrive by card or bank transfer.

## Docs

- [Getting started](https://example.com/docs/start): create an account and send a first invoice
- [API reference](https://example.com/docs/api): every endpoint with examples

## Optional

- [Company blog](https://example.com/blog): product news`;

/**
 * Documentation (docs/product-rules.md, Screens): the format, good practice, the command line, the
 * GitHub Action, agent readiness, llms-full.txt, publishing, monitors, resources and the public API.
 */
export function Docs() {
  return (
    <StaticPage
      title="Documentation"
      lead="What llms.txt is, how the file is laid out, and how to make yours useful."
    >
      <nav aria-label="On this page" className="static-page__meta">
        <a href="#what-is-llms-txt">What is llms.txt</a> · <a href="#structure">Structure</a> ·{' '}
        <a href="#best-practices">Best practices</a> · <a href="#command-line">Command line</a> ·{' '}
        <a href="#github-action">GitHub Action</a> · <a href="#agent-readiness">Agent readiness</a> ·{' '}
        <a href="#llms-full">llms-full.txt</a> · <a href="#publishing">Publishing</a> ·{' '}
        <a href="#monitors">Monitors</a> · <a href="#resources">Resources</a> ·{' '}
        <a href="#public-api">Public API</a>
      </nav>
      <section id="what-is-llms-txt" aria-labelledby="what-title">
        <h2 id="what-title">What is llms.txt?</h2>
        <p>
          llms.txt is a Markdown file served at the root of a website, at <code>/llms.txt</code>. It tells AI
          assistants, in a few lines, what the site is about and which pages are worth reading. Assistants
          have little room to read a whole site; a short, curated file helps them answer questions about you
          correctly and point people to the right page.
        </p>
      </section>
      <section id="structure" aria-labelledby="structure-title">
        <h2 id="structure-title">File structure</h2>
        <ol>
          <li>An H1 with the name of the site or project. This is the only required part.</li>
          <li>A blockquote with a one-paragraph summary.</li>
          <li>Optional paragraphs with any detail an assistant should know.</li>
          <li>
            H2 sections, each a list of links: <code>- [Title](url): short description</code>.
          </li>
          <li>
            An <code>## Optional</code> section for links an assistant may skip when short of room.
          </li>
        </ol>
        <pre className="code-block" tabIndex={0} aria-label="Example llms.txt">
          <code>{EXAMPLE}</code>
        </pre>
      </section>
      <section id="best-practices" aria-labelledby="practices-title">
        <h2 id="practices-title">Best practices</h2>
        <ul>
          <li>Keep the summary concrete: what you offer, for whom, and what makes it different.</li>
          <li>
            Link the pages that explain: documentation, guides, pricing, policies. Leave out tag and archive
            pages.
          </li>
          <li>Describe each link in a few words, so an assistant can choose without opening it.</li>
          <li>Use absolute URLs that answer 200 and are not blocked by your robots.txt.</li>
          <li>Keep the file short: a few dozen links are better than every page.</li>
          <li>Update it when your site changes, and check it with the validator after each upload.</li>
        </ul>
      </section>
      <ToolingDocs />
      <KeepingCurrentDocs />
      <section id="resources" aria-labelledby="resources-title">
        <h2 id="resources-title">Resources</h2>
        <ul>
          <li>
            <a href="https://llmstxt.org">llmstxt.org</a>: the format proposal.
          </li>
          <li>
            <Link to="/validate">The llms.txt validator</Link>: checks a live file against the format,
            robots.txt and your links.
          </li>
          <li>
            <Link to="/analyze">Analyze a site</Link>: generate a file from your own pages.
          </li>
          <li>
            <a href="/api/docs">API reference</a>: every endpoint of the Signpost API.
          </li>
        </ul>
      </section>
      <PublicApiSection />
    </StaticPage>
  );
}
