/** Shown while a route's code or the language file loads: a quiet spinner, no text to translate. */
export function PageLoader() {
  return (
    <div className="page-loader" role="progressbar" aria-busy="true">
      <span className="page-loader__spinner" />
    </div>
  );
}
