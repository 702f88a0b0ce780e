import { Link } from '@tanstack/react-router';

/** Any unknown path, and /users for anyone but an administrator (docs/PRODUCT.md, "2. Screens and routes" and
 * "8. Error catalogue"). */
export function NotFoundPage() {
  return (
    <section className="page page-center" aria-labelledby="not-found-title">
      <h1 id="not-found-title">404 Not Found</h1>
      <p>There is no page at this address. It may have moved, or the link has a typo.</p>
      <Link to="/" className="button button-primary">
        Go home
      </Link>
    </section>
  );
}
