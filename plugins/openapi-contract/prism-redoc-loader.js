/**
 * Bundler loader for Redoc's copies of prismjs language components (`?redoc`, see
 * redoc-bundle-loader.js): they extend a free variable `Prism`, bound here to the prismjs module
 * that Redoc highlights with. This replaces docusaurus-theme-redoc's site-wide ProvidePlugin,
 * which also rebound the site's own highlighter: the browser and the server then highlighted
 * code blocks differently (React hydration error #418). A component that no longer extends a
 * free `Prism` stops the build (plugins/vendor-patches).
 */
const {basename} = require('node:path');
const {patchFailed} = require('../vendor-patches');

/**
 * @param {string} source
 * @param {string} file
 */
function bindPrism(source, file) {
  if (!/\bPrism\.languages\b/.test(source))
    throw patchFailed('prismjs', 'Prism bound for Redoc', `${file} does not extend a free Prism.languages`);
  return `var Prism = require('prismjs');\n${source}`;
}

module.exports = function prismRedocLoader(source) {
  return bindPrism(source, basename(this.resourcePath));
};
module.exports.bindPrism = bindPrism;
