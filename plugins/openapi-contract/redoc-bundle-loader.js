/**
 * Bundler loader for Redoc's library bundles, `redoc.lib.js` (server) and `redoc.browser.lib.js`
 * (browser). Plain CommonJS: the bundler loads it without TypeScript. Each patch must find exactly
 * the places it was written for, else the build stops naming it (plugins/vendor-patches).
 */
const {basename, join} = require('node:path');
const {patchFailed, patchSource} = require('../vendor-patches');

/** The react-tabs Redoc gets: the same components, with code-sample tabs that share the language choice. */
const SAMPLE_TABS = join(__dirname, '..', '..', 'src', 'components', 'ApiReference', 'sample-tabs.tsx');

const LOGO_URL = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const INLINE_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='7' fill='%234F46E5'/%3E%3C/svg%3E";

/** The bundles this loader patches: redoc's `main` and `browser` (checked in index.ts). */
const BUNDLES = ['redoc.lib.js', 'redoc.browser.lib.js'];

/** @type {import('../vendor-patches').SourcePatch[]} */
const PATCHES = [
  // The "API docs by Redocly" attribution loads its logo from an outside CDN, and the site makes
  // no outside requests: the image becomes an inline SVG.
  {name: 'Redocly logo inline', find: LOGO_URL, replace: INLINE_LOGO, count: 1},
  // The schema pattern label has a fixed colour: it becomes a CSS variable (redoc-overrides.css).
  {
    name: 'schema pattern colour variable',
    find: 'color: #0e7c86;',
    replace: 'color: var(--jaqpot-redoc-pattern, #0e7c86);',
    count: 1,
  },
  // The API's title is an h1, a second one on a page that has its own: it becomes an h2 with the
  // same look (styled-components' `as`).
  {
    name: 'API title as h2',
    find: /createElement\(([\w$]+),null,([\w$]+)\.title," ",([\w$]+)\)/,
    replace: 'createElement($1,{as:"h2"},$2.title," ",$3)',
    count: 1,
  },
  // Redoc's underlined sub-headings of an operation ("Authorizations", "path Parameters", "Request
  // Body schema", "Response Schema") are h5s under the operation's h2: they become h3s (levels
  // skipped fail WCAG's heading order), marked `redoc-underlined-header` for their old look
  // (redoc-overrides.css).
  {
    name: 'operation sub-headings as h3',
    find: /\.h5(`\s*border-bottom: 1px solid rgba\(38, 50, 56, 0\.3\);)/,
    replace: '.h3.attrs({className:"redoc-underlined-header"})$1',
    count: 1,
  },
  // The scheme names inside an operation's authorizations become h4s, and their style with them.
  {name: 'scheme names as h4', find: /createElement\("h5",null,/g, replace: 'createElement("h4",null,', count: 1},
  {name: 'scheme name style on h4', find: /(padding-bottom: 0\.7em;\s*)h5 \{/, replace: '$1h4 {', count: 1},
  // Redoc's Markdown blocks pass their source HTML on to the element as an `html` attribute,
  // which doubled the text of every description in the page's HTML (49 KB): it is left out.
  {
    name: 'Markdown html attribute left out',
    find: /\{\$inline:([\w$]+),\$compact:([\w$]+)\}/,
    replace: '{$inline:$1,$compact:$2,html:void 0}',
    count: 1,
  },
  // Redoc extends the prismjs module with language components (scala extends java…), which also
  // serve the site's own highlighter, bound to another Prism instance. Redoc gets its own copies
  // (`?redoc`), which prism-redoc-loader.js binds to the prismjs module.
  // Redoc's JSON samples turn a string that looks like a URL into a link. The contract's examples
  // name made-up hosts and signed URLs that lead nowhere: every string stays text.
  {
    name: 'sample URLs as text',
    find: /\/\^\(http\|https\):\\\/\\\/\[\^\\s\]\+\$\/\.test\([\w$]+\)\?/,
    replace: 'false?',
    count: 1,
  },
  {
    name: 'Prism components of its own',
    find: /require\((["'])(prismjs\/components\/prism-[\w-]+\.js)\1\)/g,
    replace: 'require($1$2?redoc$1)',
  },
  // Redoc's one `require("react-tabs")` gets src/components/ApiReference/sample-tabs.tsx: the same
  // components, with code-sample tabs that share the reader's language choice with the docs' tabs.
  {
    name: 'code-sample tabs share the language choice',
    find: 'require("react-tabs")',
    replace: `require(${JSON.stringify(SAMPLE_TABS)})`,
    count: 1,
  },
];

/**
 * @param {string} source
 * @param {string} file the bundle's file name
 */
function adaptRedocBundle(source, file) {
  if (!BUNDLES.includes(file))
    throw patchFailed('redoc', 'Redoc bundle patches', `${file} is not one of the bundles they were written for`);
  return patchSource(source, 'redoc', file, PATCHES);
}

module.exports = function redocBundleLoader(source) {
  return adaptRedocBundle(source, basename(this.resourcePath));
};
module.exports.adaptRedocBundle = adaptRedocBundle;
module.exports.BUNDLES = BUNDLES;
module.exports.PATCHES = PATCHES;
module.exports.LOGO_URL = LOGO_URL;
module.exports.SAMPLE_TABS = SAMPLE_TABS;
