/**
 * Bundler loader for Redoc's copies of prismjs language components (`?redoc`, see
 * redoc-bundle-loader.js): they extend a free variable `Prism`, bound here to the prismjs module
 * that Redoc highlights with. This replaces docusaurus-theme-redoc's site-wide ProvidePlugin,
 * which also rebound the site's own highlighter: the browser and the server then highlighted
 * code blocks differently (React hydration error #418).
 */
module.exports = function prismRedocLoader(source) {
  return `var Prism = require('prismjs');\n${source}`;
};
