/**
 * Rendered SVGs that several can share a page: every id an SVG defines starts with its own
 * prefix, so two inline SVGs (the two modes, or two diagrams) never share an id, a marker or a
 * style rule (Mermaid scopes its style rules by the SVG's id).
 */
import {optimize} from 'svgo';

const ID = /\sid="([^"]*)"/g;

/** The ids an SVG defines that do not start with `prefix`. */
const unprefixedIds = (svg: string, prefix: string): string[] =>
  [...svg.matchAll(ID)].map((m) => m[1]!).filter((id) => !id.startsWith(prefix));

/**
 * Gives the ids Mermaid leaves unprefixed (a sequence diagram's `actor0`, `root-0`) the SVG's
 * prefix, with every reference to them (`url(#…)`, `href="#…"`).
 */
export function scopeIds(svg: string, prefix: string): string {
  const foreign = new Set(unprefixedIds(svg, prefix));
  if (foreign.size === 0) return svg;
  const scoped = (id: string) => (foreign.has(id) ? `${prefix}-${id}` : id);
  return svg
    .replace(ID, (_all, id: string) => ` id="${scoped(id)}"`)
    .replace(/url\(#([^)]+)\)/g, (_all, id: string) => `url(#${scoped(id)})`)
    .replace(/(href=")#([^"]+)"/g, (_all, attr: string, id: string) => `${attr}#${scoped(id)}"`);
}

/** Throws unless every id of the SVG starts with its prefix and its style rules are scoped by its id. */
export function checkIds(svg: string, prefix: string, where: string): void {
  const foreign = unprefixedIds(svg, prefix);
  if (foreign.length)
    throw new Error(
      `${where}: the rendered SVG has ids without its prefix ${prefix}: ${foreign.slice(0, 5).join(', ')}`,
    );
  // Each rule of its style (but the keyframes Mermaid names for its edge animations) starts with its id.
  const style = (svg.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '').replace(
    /@keyframes[^{]*\{(?:[^{}]*\{[^}]*\})*[^}]*\}/g,
    '',
  );
  const selectors = [...style.matchAll(/([^{}]+)\{[^}]*\}/g)].flatMap((m) => m[1]!.split(','));
  const unscoped = selectors.filter((selector) => !selector.trim().startsWith(`#${prefix}`));
  if (!selectors.length || unscoped.length)
    throw new Error(
      `${where}: the rendered SVG's style is not scoped by its id ${prefix}: ${unscoped.slice(0, 3).join(', ') || 'no rules'}`,
    );
}

/**
 * The SVG made smaller with the same drawing (SVGO): numbers rounded, style rules that match
 * nothing dropped, the root's own rule moved to its `style`. Ids, the viewBox and the shapes'
 * elements are kept: the style rules select `rect` and `circle`, and the ids are scoped.
 */
export function minify(svg: string): string {
  const overrides = {
    cleanupIds: false,
    removeViewBox: false,
    convertShapeToPath: false,
    removeUnknownsAndDefaults: false,
  } as const;
  const {data} = optimize(svg, {multipass: true, plugins: [{name: 'preset-default', params: {overrides}}]});
  // SVGO wraps a style holding `>` (a child selector) in CDATA, which only XML needs: the SVG goes
  // into HTML, where a style's text may hold `>` but not `<`.
  // It also closes an empty label (`<span class="edgeLabel"/>`) as XML does; in HTML, a
  // foreignObject's label elements are HTML, where `/>` leaves the element open.
  return data
    .replace(/<style><!\[CDATA\[([^<]*?)\]\]><\/style>/g, '<style>$1</style>')
    .replace(
      /<(div|span|p|i|b|em|strong|code)(\s[^<>]*?)?\/>/g,
      (_all, name: string, rest = '') => `<${name}${rest}></${name}>`,
    );
}
