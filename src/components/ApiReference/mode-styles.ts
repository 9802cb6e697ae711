/**
 * One stylesheet that styles the server's light-mode markup of the reference in both colour
 * modes, so that it reads right before Redoc runs in the browser (and when it never does).
 *
 * Redoc styles itself with styled-components: each mode's theme gives other CSS, under other
 * generated class names, on otherwise identical markup. Rendered once per mode, the two markups
 * are walked side by side; each dark class name is paired with the light one at the same place,
 * and the dark rules are rewritten onto the light names. Rules the modes share are written once;
 * the others are scoped to their mode with `:where()`, which adds no specificity, so the cascade
 * is the one Redoc's own styles have in the browser.
 */
import postcss, {type AtRule, type ChildNode, type Container, type Rule} from 'postcss';

/** The markup and the CSS of one render of the reference. */
export type ModeRender = {html: string; css: string};

const LIGHT = ":where(html:not([data-theme='dark']))";
const DARK = ":where(html[data-theme='dark'])";

/** The class attributes of `html` in document order (server markup quotes every attribute value). */
function classLists(html: string): string[][] {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].map((m) => m[1]!.split(/\s+/).filter(Boolean));
}

/**
 * Which light class name stands at the place of each dark one. Throws when the two markups differ
 * in more than class names, or a dark name stands for two light ones: the rewritten dark rules would
 * then style the wrong elements.
 */
export function pairClassNames(light: string, dark: string): Map<string, string> {
  const strip = (html: string) => html.replace(/\sclass="[^"]*"/g, '');
  if (strip(light) !== strip(dark))
    throw new Error('The light and dark renders of the API reference differ in more than class names.');
  const lightLists = classLists(light);
  const pairs = new Map<string, string>();
  classLists(dark).forEach((darkList, i) => {
    const lightList = lightLists[i]!;
    if (lightList.length !== darkList.length)
      throw new Error(`Class lists differ in length: "${lightList.join(' ')}" and "${darkList.join(' ')}".`);
    darkList.forEach((name, j) => {
      const known = pairs.get(name);
      if (known !== undefined && known !== lightList[j])
        throw new Error(`The dark class ${name} stands for both ${known} and ${lightList[j]}.`);
      pairs.set(name, lightList[j]!);
    });
  });
  return pairs;
}

/** The at-rules around a rule and its selector: where it applies. */
function placeOf(rule: Rule): string {
  const at: string[] = [];
  for (let p: Container | undefined = rule.parent; p && p.type !== 'root'; p = p.parent as Container | undefined) {
    if (p.type === 'atrule') at.unshift(`@${(p as AtRule).name} ${(p as AtRule).params}`);
  }
  return `${at.join(' ')} ${rule.selector}`;
}

const insideKeyframes = (rule: Rule) =>
  rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name);

/**
 * styled-components' server CSS also carries records for its own re-hydration
 * (`data-styled.g1[id="sc-…"]{content:"…"}`): nothing in the page reads them.
 */
function withoutRecords(css: string): postcss.Root {
  const root = postcss.parse(css);
  root.walkComments((c) => {
    c.remove();
  });
  root.walkRules((rule) => {
    if (rule.selector.startsWith('data-styled')) rule.remove();
  });
  return root;
}

const body = (rule: Rule) => rule.nodes.map(String).join(';');

function scope(rule: Rule, prefix: string): void {
  rule.selectors = rule.selectors.map((s) => `${prefix} ${s}`);
}

/** The stylesheet of both modes for the light markup (see the file's comment). */
export function modeStylesheet(light: ModeRender, dark: ModeRender): string {
  const pairs = pairClassNames(light.html, dark.html);
  const darkRoot = withoutRecords(dark.css);
  darkRoot.walkRules((rule) => {
    rule.selector = rule.selector.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (whole, name: string) =>
      pairs.has(name) ? `.${pairs.get(name)}` : whole,
    );
  });
  const lightRoot = withoutRecords(light.css);
  // By place; a place can hold more than one rule, taken in order.
  const darkRules = new Map<string, Rule[]>();
  darkRoot.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const place = placeOf(rule);
    darkRules.set(place, [...(darkRules.get(place) ?? []), rule]);
  });
  const lightRules: Rule[] = [];
  lightRoot.walkRules((rule) => {
    if (!insideKeyframes(rule)) lightRules.push(rule);
  });

  // Light rules keep their order; where dark mode differs, its rule follows the light one.
  for (const rule of lightRules) {
    const place = placeOf(rule);
    const darkRule = darkRules.get(place)?.shift();
    if (darkRule && body(darkRule) === body(rule)) continue;
    if (darkRule) {
      const copy = darkRule.clone();
      scope(copy, DARK);
      rule.after(copy);
    }
    scope(rule, LIGHT);
  }
  // Rules only dark mode has come last, inside their at-rules.
  for (const rule of [...darkRules.values()].flat()) {
    scope(rule, DARK);
    let node: ChildNode = rule.clone();
    for (let p = rule.parent; p?.type === 'atrule'; p = p.parent) {
      const wrap = (p as AtRule).clone();
      wrap.removeAll();
      wrap.append(node);
      node = wrap;
    }
    lightRoot.append(node);
  }
  return lightRoot.toString();
}
