import { Link } from 'react-router-dom';
import './not-found.css';

export function NotFoundPage() {
  return (
    <section className="card not-found" aria-labelledby="not-found-title">
      <title>Page not found · Signpost</title>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link to="/" className="button button--primary">
        Go Home
      </Link>
    </section>
  );
}
