/**
 * Stands in for the classic theme's Prism client module
 * (`@docusaurus/theme-classic/lib/prism-include-languages.js`), which would
 * load prism-react-renderer and the extra languages on every page. Pages that
 * show code load them with their code blocks instead (src/theme/CodeBlock).
 */
export {};
