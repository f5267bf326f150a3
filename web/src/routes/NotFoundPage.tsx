import { Link } from 'react-router-dom';
import './not-found.css';

/** Any path outside the route table (docs/product-rules.md, Screens). */
export function NotFoundPage() {
  return (
    <section className="card not-found" aria-labelledby="not-found-title">
      <title>Page not found · Signpost</title>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <div className="actions">
        <Link to="/" className="button button--primary">
          Go Home
        </Link>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          Try Again
        </button>
      </div>
      <nav aria-label="Helpful links" className="not-found__links">
        <Link to="/">Homepage</Link>
        <Link to="/dashboard">Dashboard</Link>
      </nav>
    </section>
  );
}
