import { Link } from 'react-router-dom';
import { CopyableCode } from '../../components/CopyableCode.js';
import { ACTION_SAMPLE, CLI_SAMPLES } from './docs-examples.js';

/** The Docs page's command line, GitHub Action and agent-readiness sections, with samples to copy. */
export function ToolingDocs() {
  return (
    <>
      <section id="command-line" aria-labelledby="cli-title">
        <h2 id="cli-title">Command line</h2>
        <p>
          The <code>signpost</code> command runs on your own machine: <code>generate</code> reads a site and
          writes its <code>llms.txt</code> and <code>llms-full.txt</code>, <code>validate</code> checks a file
          (by its site&rsquo;s address or a path), and <code>readiness</code> runs the agent-readiness report.
          In a checkout of Signpost it runs after <code>npm install</code> and <code>npm run build</code>;
          elsewhere, install the CLI&rsquo;s package (<code>npm install</code> of its tarball, see the
          operating guide) and run it with <code>npx signpost</code>.
        </p>
        {CLI_SAMPLES.map((sample) => (
          <CopyableCode key={sample.label} code={sample.code} label={sample.label} />
        ))}
        <p>
          Add <code>--json</code> for a result a script can read. The exit status is 0 when all is well, 1 for
          an invalid file, a score under <code>--fail-under</code> or a failed analysis, and 2 for a command
          typed wrong, so a build can gate on it.
        </p>
      </section>
      <section id="github-action" aria-labelledby="action-title">
        <h2 id="action-title">GitHub Action</h2>
        <p>
          Signpost is also a GitHub Action: it validates the site&rsquo;s <code>llms.txt</code> and fails the
          build under <code>fail-under</code>. With <code>expected-file</code> it fails when the live file
          differs from the one your repository keeps, and with <code>readiness-fail-under</code> it runs the
          readiness report too and fails under that score. Its outputs, <code>score</code> and{' '}
          <code>readiness-score</code>, are there for the steps after it.
        </p>
        <CopyableCode code={ACTION_SAMPLE.code} label={ACTION_SAMPLE.label} />
      </section>
      <section id="agent-readiness" aria-labelledby="readiness-title">
        <h2 id="readiness-title">Agent readiness</h2>
        <p>
          The <Link to="/readiness">agent-readiness report</Link> looks past the <code>llms.txt</code>:
          markdown versions of your pages, your robots.txt rules for AI crawlers, your sitemap, pages that
          need JavaScript or a login to read. It gives a score from 0 to 100 and, for each check that falls
          short, a fix written for the platform your site runs on. A report keeps its own address for 30 days,
          so you can share it. Without an account it shares the validator&rsquo;s free checks a day; paid
          plans have no limit.
        </p>
      </section>
    </>
  );
}
