/** Shown while a page's code loads on demand (spec section 2). */
export function LoadingPage() {
  return (
    <p className="page-loading" role="status">
      Loading page...
    </p>
  );
}
