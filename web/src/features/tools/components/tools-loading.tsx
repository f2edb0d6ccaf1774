/**
 * The spec's indicator while the first tools load (kept up on failures too). It fills the screen
 * so that what is below does not jump when the cards arrive.
 */
export function ToolsLoading() {
  return (
    <div className="tools-loading">
      <button type="button" className="button loading-button" disabled>
        <span className="spinner-wheel small" aria-hidden="true" /> loading
      </button>
    </div>
  );
}
