/**
 * What <PyMembers> shows, as data: which modules, classes, functions and
 * methods get a heading, at which level. The component renders it, and the
 * page's table of contents lists the same headings (membersToc, added to the
 * page's `toc` export by plugins/remark-pyapi-toc).
 */
import {getClass, getSymbol, pageModules} from './data';
import {escapeHtml} from '../../shared/html';
import {moduleAnchor} from './pages';
import type {PyCallableSymbol, PyClassSymbol, PyModuleInfo, PyPageData, PySymbol} from './types';

export interface MembersOptions {
  /** Modules to render (default: all modules of the page that define something). */
  modules?: string[];
  /** Heading level of classes and functions (methods one below). */
  level?: 2 | 3;
  /** Add a heading per module (level - 1). */
  moduleHeadings?: boolean;
}

export interface CallableEntry {
  sym: PyCallableSymbol;
  level: number;
  /** Further callables whose parameters this one's table documents (same parameters). */
  alsoFor: string[];
}

export interface ClassEntry {
  cls: PyClassSymbol;
  /** Its own __init__, if it defines one. */
  init?: PyCallableSymbol;
  level: number;
  methods: CallableEntry[];
}

/** What every member of one <PyMembers> reads besides its own entry. */
export interface MembersContext {
  data: PyPageData;
  /** Parameter meanings, keyed as paramMeaning reads them. */
  descriptions: Record<string, string>;
  /** One-line purpose of a symbol, if the page gives one. */
  summaryOf: (sym: PySymbol) => string | undefined;
}

export interface ModuleEntry {
  info: PyModuleInfo;
  /** Level of the module's own heading; none without `moduleHeadings`. */
  level?: number;
  classes: ClassEntry[];
  functions: CallableEntry[];
}

/** The heading element of a level: h2 to h4 (h1 is the page title). */
export function headingTag(level: number): 'h2' | 'h3' | 'h4' {
  return `h${Math.min(4, Math.max(2, level))}` as 'h2' | 'h3' | 'h4';
}

function callable(data: PyPageData, anchor: string): PyCallableSymbol {
  return getSymbol(data, anchor) as PyCallableSymbol;
}

export function membersOutline(
  data: PyPageData,
  {modules, level = 2, moduleHeadings = false}: MembersOptions,
): ModuleEntry[] {
  const infos = pageModules(data, modules).filter((m) => m.classes.length + m.functions.length > 0);
  return infos.map((info) => ({
    info,
    level: moduleHeadings ? level - 1 : undefined,
    classes: info.classes.map((anchor) => {
      const cls = getClass(data, anchor);
      const methods = cls.methods.map((m) => callable(data, m));
      return {
        cls,
        init: cls.init ? callable(data, cls.init) : undefined,
        level,
        methods: methods.map((sym) => ({
          sym,
          level: level + 1,
          // Generated *_with_http_info variants share the table of the method they repeat.
          alsoFor: methods.filter((m) => m.sameParamsAs === sym.anchor).map((m) => m.anchor),
        })),
      };
    }),
    functions: info.functions.map((anchor) => ({sym: callable(data, anchor), level, alsoFor: []})),
  }));
}

/** An entry of Docusaurus's table of contents (its TOCItem): heading HTML, anchor, level. */
export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

function tocEntry(id: string, level: number, label: string, prefix = ''): TocEntry {
  return {value: `${prefix}<code>${escapeHtml(label)}</code>`, id, level: Number(headingTag(level).slice(1))};
}

/** The headings <PyMembers> renders with the same data and options, in page order. */
export function membersToc(data: PyPageData, options: MembersOptions): TocEntry[] {
  return membersOutline(data, options).flatMap((m) => [
    ...(m.level !== undefined ? [tocEntry(moduleAnchor(m.info.name), m.level, m.info.name, 'Module ')] : []),
    ...m.classes.flatMap((c) => [
      tocEntry(c.cls.anchor, c.level, c.cls.name),
      ...c.methods.map((e) => tocEntry(e.sym.anchor, e.level, e.sym.name)),
    ]),
    ...m.functions.map((e) => tocEntry(e.sym.anchor, e.level, e.sym.name)),
  ]);
}

/**
 * The meaning of a parameter from a page-wide description map. Keys, most
 * specific first: "Class.method.param", "method.param" or "function.param",
 * "Class.param" (constructor parameters), then "param".
 */
export function paramMeaning(
  data: PyPageData,
  descriptions: Record<string, string>,
  sym: PyCallableSymbol,
  param: string,
): string | undefined {
  const owner = sym.owner ? getSymbol(data, sym.owner).name : undefined;
  const keys = [
    ...(owner ? [`${owner}.${sym.name}.${param}`] : []),
    `${sym.name}.${param}`,
    ...(owner && sym.name === '__init__' ? [`${owner}.${param}`] : []),
    param,
  ];
  for (const k of keys) if (descriptions[k]) return descriptions[k];
  return undefined;
}
