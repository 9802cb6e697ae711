/**
 * Bundler loader for Redoc's bundles (plain CommonJS: the bundler loads it without TypeScript).
 * - The "API docs by Redocly" attribution loads its logo from an outside CDN, and the site makes
 *   no outside requests: the image becomes an inline SVG.
 * - The schema pattern label has a fixed colour: it becomes a CSS variable (redoc-overrides.css).
 * - The API's title is an h1, a second one on a page that has its own: it becomes an h2 with
 *   the same look (styled-components' `as`).
 * - Redoc's underlined sub-headings of an operation ("Authorizations", "path Parameters", "Request
 *   Body schema", "Response Schema") are h5s under the operation's h2: they become h3s (levels
 *   skipped fail WCAG's heading order), marked `redoc-underlined-header` for their old look
 *   (redoc-overrides.css); the scheme names inside an operation's authorizations become h4s.
 * - Redoc's Markdown blocks pass their source HTML on to the element as an `html` attribute,
 *   which doubled the text of every description in the page's HTML (49 KB): it is left out.
 * - Redoc's JSON samples turn a string that looks like a URL into a link. The contract's examples
 *   name made-up hosts and signed URLs that lead nowhere: every string stays text.
 * - Redoc extends the prismjs module with language components (scala extends java…), which also
 *   serve the site's own highlighter, bound to another Prism instance. Redoc gets its own copies
 *   (`?redoc`), which prism-redoc-loader.js binds to the prismjs module.
 * - Redoc's one `require("react-tabs")` gets src/components/ApiReference/sample-tabs.tsx: the same
 *   components, with code-sample tabs that share the reader's language choice. This rewrite
 *   throws when the bundle no longer has that require (a new Redoc), so the build fails instead
 *   of losing the shared choice; redoc is pinned in package.json for it.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader, run by the bundler as it is
const path = require('node:path');

const REACT_TABS = 'require("react-tabs")';
const SAMPLE_TABS = path.join(__dirname, '..', '..', 'src', 'components', 'ApiReference', 'sample-tabs.tsx');
const LOGO_URL = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const INLINE_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='7' fill='%234F46E5'/%3E%3C/svg%3E";

/** Points Redoc's react-tabs at sample-tabs.tsx; throws when the bundle has not exactly one require of it. */
function withSampleTabs(source) {
  const found = source.split(REACT_TABS).length - 1;
  if (found !== 1) {
    throw new Error(
      `redoc-bundle-loader: expected one ${REACT_TABS} in Redoc's bundle, found ${found}; ` +
        'the code samples would no longer share the language choice (see src/components/ApiReference/sample-tabs.tsx).',
    );
  }
  return source.replace(REACT_TABS, `require(${JSON.stringify(SAMPLE_TABS)})`);
}

/** Redoc's library bundles (for Node and for browsers), which render the reference. */
const LIBRARY = /redoc(\.browser)?\.lib\.js$/;

function adaptRedocBundle(source, file = 'redoc.lib.js') {
  const adapted = source
    .split(LOGO_URL)
    .join(INLINE_LOGO)
    // The schema pattern colour is fixed (not a theme option); dark mode needs a lighter one.
    .split('color: #0e7c86;')
    .join('color: var(--jaqpot-redoc-pattern, #0e7c86);')
    .replace(
      /createElement\(([\w$]+),null,([\w$]+)\.title," ",([\w$]+)\)/,
      'createElement($1,{as:"h2"},$2.title," ",$3)',
    )
    .replace(
      /\.h5(`\s*border-bottom: 1px solid rgba\(38, 50, 56, 0\.3\);)/,
      '.h3.attrs({className:"redoc-underlined-header"})$1',
    )
    .replace(/createElement\("h5",null,/g, 'createElement("h4",null,')
    .replace(/(padding-bottom: 0\.7em;\s*)h5 \{/, '$1h4 {')
    .replace(/\{\$inline:([\w$]+),\$compact:([\w$]+)\}/, '{$inline:$1,$compact:$2,html:void 0}')
    .replace(/\/\^\(http\|https\):\\\/\\\/\[\^\\s\]\+\$\/\.test\([\w$]+\)\?/, 'false?')
    .replace(/require\((["'])(prismjs\/components\/prism-[\w-]+\.js)\1\)/g, 'require($1$2?redoc$1)');
  return LIBRARY.test(file) ? withSampleTabs(adapted) : adapted;
}

module.exports = function redocBundleLoader(source) {
  return adaptRedocBundle(source, this.resourcePath);
};
module.exports.adaptRedocBundle = adaptRedocBundle;
module.exports.LOGO_URL = LOGO_URL;
module.exports.SAMPLE_TABS = SAMPLE_TABS;
