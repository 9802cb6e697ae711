import {usePluginData} from '@docusaurus/useGlobalData';
import type {RedocRawOptions} from 'redoc';

/** What docusaurus-theme-redoc publishes from config/redoc.ts: its light and dark themes and Redoc's options. */
type ThemeData = {lightTheme: Record<string, unknown>; darkTheme: Record<string, unknown>; options: RedocRawOptions};

/** Redoc's options for each colour mode. */
export type ModeOptions = {light: RedocRawOptions; dark: RedocRawOptions};

/** Redoc's three-column layout does not fit the doc column: keep it single-column at any width. */
const SINGLE_COLUMN = {breakpoints: {medium: '130rem', large: '130rem'}};
/**
 * Dark mode: Redoc's status colours (green 200, red 4xx, "required") are below 4.5:1 on the dark
 * background. Redoc derives its tints from these, so they are theme options, not CSS.
 */
const DARK = {
  colors: {success: {main: '#3fb950'}, error: {main: '#ff7b72'}, warning: {main: '#e3b341'}},
  schema: {requireLabelColor: '#ff7b72'},
};

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with `over` laid on it, key by key at every depth (neither is changed). */
function overlay(base: Tree, over: Tree): Tree {
  const result: Tree = {...base};
  for (const [key, value] of Object.entries(over)) {
    const below = result[key];
    result[key] = isTree(below) && isTree(value) ? overlay(below, value) : value;
  }
  return result;
}

/** The navbar's height, read at each scroll: it changes when the reader resizes the window. */
const navbarHeight = () => document.querySelector<HTMLElement>('nav.navbar')?.clientHeight ?? 0;

/**
 * The options of both modes, the same on the server and in the browser (the browser hydrates the
 * server's light-mode markup with them). Only the scroll offset differs: there is no navbar on the
 * server, and the offset changes no markup.
 */
export function modeOptions(data: ThemeData, inBrowser: boolean): ModeOptions {
  const common = {...data.options, scrollYOffset: inBrowser ? navbarHeight : 0};
  return {
    light: {...common, theme: overlay(data.lightTheme, SINGLE_COLUMN)},
    dark: {...common, theme: overlay(overlay(data.darkTheme, SINGLE_COLUMN), DARK)},
  };
}

export function useThemeData(): ThemeData {
  return usePluginData('docusaurus-theme-redoc') as ThemeData;
}
