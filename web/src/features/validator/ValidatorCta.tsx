import { Link } from 'react-router-dom';
import './validator.css';

/** The way from checking a file to making a better one. */
export function ValidatorCta() {
  return (
    <section className="panel validator__cta" aria-labelledby="validator-cta-title">
      <h2 id="validator-cta-title" className="panel__title">
        No llms.txt yet, or want a better one?
      </h2>
      <p>Signpost reads your site, scores every page and writes an llms.txt that passes every check.</p>
      <div className="actions">
        <Link to="/analyze" className="button button--primary">
          Generate your llms.txt
        </Link>
      </div>
    </section>
  );
}
