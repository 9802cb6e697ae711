/**
 * Bundler loader for prismjs language components (plain CommonJS: the bundler loads it without
 * TypeScript). The components extend a free variable `Prism`. Docusaurus sets `globalThis.Prism`
 * to its own instance while it loads the site's languages; Redoc loads components later, with no
 * global set. Binding `Prism` to the global when there is one, else to the prismjs module, serves
 * both — unlike docusaurus-theme-redoc's site-wide ProvidePlugin, which made the browser and the
 * server highlight code blocks differently (React hydration error #418).
 */
module.exports = function prismGlobalLoader(source) {
  return `var Prism = globalThis.Prism || require('prismjs');\n${source}`;
};
