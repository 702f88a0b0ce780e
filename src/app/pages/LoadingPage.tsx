/** Shown while a page's code loads on demand (docs/PRODUCT.md, "2. Screens and routes", Layout). */
export function LoadingPage() {
  return (
    <p className="page-loading" role="status">
      Loading page...
    </p>
  );
}
