import { Link } from 'react-router-dom';

/** The Docs page's sections on llms-full.txt, publishing a file and monitors. */
export function KeepingCurrentDocs() {
  return (
    <>
      <section id="llms-full" aria-labelledby="full-title">
        <h2 id="full-title">llms-full.txt</h2>
        <p>
          Beside each <code>llms.txt</code>, Signpost writes <code>llms-full.txt</code>: the text of the pages
          it links to, for an assistant that would rather read everything at once. The generate step shows its
          size and estimated tokens, by section. Past 1 MiB it is split into one file per section, each listed
          from <code>llms.txt</code>, so no page is dropped.
        </p>
      </section>
      <section id="publishing" aria-labelledby="publishing-title">
        <h2 id="publishing-title">Publishing</h2>
        <p>
          With an account, publish a generated file and Signpost serves it at a stable address,{' '}
          <code>/s/your-site/llms.txt</code> and <code>/s/your-site/llms-full.txt</code>, for anyone to read.
          The generate step gives the rules that point your own site&rsquo;s <code>/llms.txt</code> at it
          (Netlify, Vercel, Cloudflare Pages, nginx, Apache). Prove you control the site, with a meta tag or a
          file under <code>/.well-known/</code>, and the address loses its random part.
        </p>
      </section>
      <section id="monitors" aria-labelledby="monitors-title">
        <h2 id="monitors-title">Monitors</h2>
        <p>
          A monitor reads your site again every day or week, makes the file again keeping your own choices,
          republishes it, and tells you, by mail or a signed webhook, only when something changed: pages
          added, removed or changed, links that now fail, and whether your live <code>/llms.txt</code> still
          matches. Monitors come with the Professional Power and Agency &amp; API plans; see{' '}
          <Link to="/pricing">Pricing</Link>, and add one from the Monitors tab of your dashboard.
        </p>
      </section>
    </>
  );
}
