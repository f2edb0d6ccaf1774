/**
 * The answer a page the server wrote holds in its data block `id` (site/templates/page.html),
 * if it does: the app reads it instead of asking the server again.
 */
export function pageData<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
