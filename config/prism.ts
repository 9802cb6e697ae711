import {themes, type PrismTheme} from 'prism-react-renderer';

/** WCAG AA for normal text. */
export const minimumContrast = 4.5;

type Rgb = [number, number, number];

export function parseColor(color: string): Rgb {
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = color.match(/^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i);
  if (rgb) {
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  throw new Error(`Unsupported colour in a Prism theme: ${color}`);
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: string, b: string): number {
  const [l1, l2] = [luminance(parseColor(a)), luminance(parseColor(b))].sort((x, y) => y - x);
  return (l1! + 0.05) / (l2! + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** Moves a colour towards black or white (away from the background) until it is readable. */
export function readableOn(color: string, background: string): string {
  if (contrast(color, background) >= minimumContrast) {
    return color;
  }
  const target: Rgb = luminance(parseColor(background)) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const start = parseColor(color);
  for (let step = 1; step <= 20; step += 1) {
    const mixed = start.map((v, i) => v + ((target[i]! - v) * step) / 20) as Rgb;
    if (contrast(toHex(mixed), background) >= minimumContrast) {
      return toHex(mixed);
    }
  }
  return toHex(target);
}

/** The theme with every token colour adjusted to meet WCAG AA on the theme's background. */
export function accessibleTheme(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  // Translucent tokens (GitHub's namespaces) blend into the background: keep them opaque.
  const fix = <T extends {color?: string; opacity?: number}>({opacity: _opacity, ...style}: T): T =>
    (style.color ? {...style, color: readableOn(style.color, background)} : style) as T;
  return {
    plain: fix(theme.plain),
    styles: theme.styles.map((entry) => ({...entry, style: fix(entry.style)})),
  };
}

export const lightCodeTheme = accessibleTheme(themes.github);
export const darkCodeTheme = accessibleTheme(themes.dracula);
