/**
 * Stands in for prism-react-renderer in the browser bundles. No page of this
 * site shows code, and the classic theme would otherwise put Prism and its
 * default languages into the bundle every page loads (see index.ts).
 */
export const Prism = {languages: {}};
export const themes = {};
export function Highlight(): null {
  return null;
}
