/**
 * Rendered SVGs that several can share a page: every id an SVG defines starts with its own
 * prefix, so two inline SVGs (the two modes, or two diagrams) never share an id, a marker or a
 * style rule (Mermaid scopes its style rules by the SVG's id).
 */

const ID = /\sid="([^"]*)"/g;

/**
 * Gives the ids Mermaid leaves unprefixed (a sequence diagram's `actor0`, `root-0`) the SVG's
 * prefix, with every reference to them (`url(#…)`, `href="#…"`).
 */
export function scopeIds(svg: string, prefix: string): string {
  const foreign = new Set([...svg.matchAll(ID)].map((m) => m[1]!).filter((id) => !id.startsWith(prefix)));
  if (foreign.size === 0) return svg;
  const scoped = (id: string) => (foreign.has(id) ? `${prefix}-${id}` : id);
  return svg
    .replace(ID, (_all, id: string) => ` id="${scoped(id)}"`)
    .replace(/url\(#([^)]+)\)/g, (_all, id: string) => `url(#${scoped(id)})`)
    .replace(/(href=")#([^"]+)"/g, (_all, attr: string, id: string) => `${attr}#${scoped(id)}"`);
}

/** Throws unless every id of the SVG starts with its prefix and its style rules are scoped by its id. */
export function checkIds(svg: string, prefix: string, where: string): void {
  const foreign = [...svg.matchAll(ID)].map((m) => m[1]!).filter((id) => !id.startsWith(prefix));
  if (foreign.length)
    throw new Error(
      `${where}: the rendered SVG has ids without its prefix ${prefix}: ${foreign.slice(0, 5).join(', ')}`,
    );
  if (!svg.includes(`<style>#${prefix}`))
    throw new Error(`${where}: the rendered SVG's style is not scoped by its id ${prefix}`);
}
