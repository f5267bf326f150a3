import './landing.css';

/** The problem the product solves, and how, side by side. */
export function PainSolution() {
  return (
    <section className="landing-section" aria-labelledby="pain-title">
      <h2 id="pain-title" className="section-title">
        AI assistants are reading your site. Are they reading the right pages?
      </h2>
      <div className="landing-grid pain__columns">
        <div className="card landing-card pain__card">
          <h3>The problem</h3>
          <ul>
            <li>
              Assistants have little room to read, and your best pages sit beside menus, archives and old
              posts.
            </li>
            <li>Writing an llms.txt by hand means going through the whole site, page by page.</li>
            <li>A file made from the sitemap alone misses pages and keeps the ones that do not help.</li>
          </ul>
        </div>
        <div className="card landing-card pain__card pain__card--solution">
          <h3>With Signpost</h3>
          <ul>
            <li>Your pages are found from robots.txt, every sitemap, feeds and a crawl of your links.</li>
            <li>Each page is scored for how well it explains your product to an assistant.</li>
            <li>You review the picks, then copy or download a file that follows the llms.txt format.</li>
          </ul>
        </div>
      </div>
    </section>
  );
}
