import { Link } from 'react-router-dom';
import { StaticPage } from './StaticPage.js';

/** The founder story (docs/product-rules.md, Screens). */
export function About() {
  return (
    <StaticPage
      title="About Signpost"
      lead="A small product, built and run by one person, for site owners who want AI assistants to get them right."
    >
      <section aria-labelledby="about-why">
        <h2 id="about-why">Why I built it</h2>
        <p>
          More and more people ask an AI assistant instead of searching. The assistants read websites built
          for people: menus, banners, marketing pages and old posts, all mixed with the pages that actually
          explain a product. The <a href="https://llmstxt.org">llms.txt format</a> gives a site a short, plain
          summary with links to the pages that matter, but writing one by hand means reading your whole site
          and deciding page by page.
        </p>
        <p>
          Signpost does that reading for you. It finds your pages the way a careful crawler would, scores each
          for how much it helps an assistant understand you, and writes the file. You stay in charge: you
          review the picks before anything is generated.
        </p>
      </section>
      <section aria-labelledby="about-how">
        <h2 id="about-how">How it is run</h2>
        <ul>
          <li>Signpost only reads public pages, obeys robots.txt and names itself in every request.</li>
          <li>Analyses and generated files are deleted after 30 days.</li>
          <li>
            Every paid plan comes with a money-back guarantee; see the <Link to="/terms">terms</Link>.
          </li>
          <li>
            Questions and ideas reach me directly through the <Link to="/contact">contact page</Link>.
          </li>
        </ul>
      </section>
      <p>
        <Link className="button button--primary" to="/analyze">
          Analyze your site
        </Link>
      </p>
    </StaticPage>
  );
}
