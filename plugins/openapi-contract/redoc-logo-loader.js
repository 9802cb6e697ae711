/**
 * Bundler loader for Redoc's bundles (plain CommonJS: the bundler loads it without TypeScript).
 * The "API docs by Redocly" attribution loads its logo from an outside CDN, and the site makes no
 * outside requests: the image becomes an inline SVG.
 */
const LOGO_URL = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const INLINE_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='7' fill='%234F46E5'/%3E%3C/svg%3E";

function replaceRedocLogo(source) {
  return source.split(LOGO_URL).join(INLINE_LOGO);
}

module.exports = function redocLogoLoader(source) {
  return replaceRedocLogo(source);
};
module.exports.replaceRedocLogo = replaceRedocLogo;
module.exports.LOGO_URL = LOGO_URL;
