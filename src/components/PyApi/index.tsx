/**
 * MDX components of the jaqpotpy reference (docs/jaqpotpy/full-api-reference/).
 *
 * Every signature, parameter list, base class, property and field comes from
 * the page's generated data file (src/data/pyapi/<page>.json); the MDX adds
 * only prose: purposes, parameter meanings, returns, raises, examples.
 *
 * Markers the tests read from the built HTML:
 *  - data-pyparams="<anchor> …" on the parameter table (or the "no parameters"
 *    note) of each documented callable;
 *  - data-thin on a description cell that has no meaning yet;
 *  - data-pymodule="<module>" on each module row group of a summary table.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import Head from '@docusaurus/Head';
import Admonition from '@theme/Admonition';
import {PAGE_RANK_META} from '@site/src/search/types';
import CodeBlock from '@theme/CodeBlock';

import {getClass, getSymbol, importPath, paramLabel, paramsOf, signatureCallable} from './data';
import {PY_API_PAGES, moduleAnchor, pageRoute} from './pages';
import type {
  PyCallableSymbol,
  PyClassSymbol,
  PyIndexData,
  PyModuleInfo,
  PyPageData,
  PyParam,
  PySymbol,
} from './types';
import styles from './styles.module.css';

export type Descriptions = Record<string, string>;

const EM_DASH = '\u2014';

// ---------------------------------------------------------------------------
// Small helpers.

/** Renders `code` spans in a description string; everything else is text. */
export function Inline({text}: {text: string}): ReactNode {
  const parts = text.split('`');
  if (parts.length % 2 === 0) {
    throw new Error(`[PyApi] Unbalanced backticks in: ${text}`);
  }
  return (
    <>
      {parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}
    </>
  );
}

function anchorHref(data: PyPageData, anchor: string, page?: string): string {
  return page && page !== data.page ? `${pageRoute(page)}#${anchor}` : `#${anchor}`;
}

function formatParam(p: PyParam, withAnnotation = true): string {
  let out = paramLabel(p);
  if (!withAnnotation) return p.default !== undefined ? `${out}=${p.default}` : out;
  if (p.annotation !== undefined) out += `: ${p.annotation}`;
  if (p.default !== undefined) out += p.annotation !== undefined ? ` = ${p.default}` : `=${p.default}`;
  return out;
}

/**
 * Python-style signature text; one parameter per line when it gets long.
 * Without annotations when `withAnnotations` is false (the parameter table,
 * shared with another method, already shows them).
 */
export function formatSignature(
  name: string,
  params: PyParam[],
  returns?: string,
  withAnnotations = true,
): string {
  const parts: string[] = [];
  const hasVarPositional = params.some((p) => p.kind === 'var_positional');
  let starred = false;
  for (const p of params) {
    if (p.kind === 'keyword_only' && !hasVarPositional && !starred) {
      parts.push('*');
      starred = true;
    }
    parts.push(formatParam(p, withAnnotations));
  }
  const ret = returns !== undefined ? ` -> ${returns}` : '';
  const oneLine = `${name}(${parts.join(', ')})${ret}`;
  if (oneLine.length <= 88) return oneLine;
  return `${name}(\n${parts.map((p) => `    ${p},`).join('\n')}\n)${ret}`;
}

function symbolSignatureText(data: PyPageData, symbol: PySymbol, compact = false): string {
  if (symbol.kind === 'class') {
    const init = signatureCallable(data, symbol.anchor);
    if (!init) return `class ${symbol.name}${symbol.bases.length ? `(${symbol.bases.join(', ')})` : ''}`;
    return formatSignature(symbol.name, paramsOf(data, init));
  }
  const decorators = (symbol.decorators ?? []).map((d) => `@${d}\n`).join('');
  return decorators + formatSignature(symbol.name, paramsOf(data, symbol), symbol.returns, !compact);
}

function CodeList({names}: {names: string[]}): ReactNode {
  return (
    <>
      {names.map((n, i) => (
        <React.Fragment key={n}>
          {i > 0 ? ', ' : ''}
          <code>{n}</code>
        </React.Fragment>
      ))}
    </>
  );
}

/** A labelled line of names, left out when there are none. */
function NamesField({label, names}: {label: string; names?: string[]}): ReactNode {
  if (!names?.length) {
    return null;
  }
  return (
    <p className={styles.field}>
      <strong>{label}</strong> <CodeList names={names} />
    </p>
  );
}

// ---------------------------------------------------------------------------
// Signature, parameters, returns, raises.

/**
 * The signature block of a class (its constructor), function or method. A
 * class's block carries the anchor of its __init__ method.
 */
export function PySignature({
  data,
  symbol,
  compact = false,
}: {
  data: PyPageData;
  symbol: string;
  /** Names and defaults only, for a method whose parameter table is shared with another. */
  compact?: boolean;
}): ReactNode {
  const sym = getSymbol(data, symbol);
  const id = sym.kind === 'class' ? sym.init : undefined;
  return (
    <pre className={styles.signature} id={id} data-pysignature={symbol}>
      <code>{symbolSignatureText(data, sym, compact)}</code>
    </pre>
  );
}

interface ParamsTableProps {
  data: PyPageData;
  /** Anchor of a function, method or class (a class shows its constructor). */
  symbol: string;
  /** Meaning of each parameter, keyed by parameter name (no * or **). */
  descriptions?: Descriptions;
  /** Look-up used by PyMembers: returns a meaning or undefined. */
  lookup?: (p: PyParam) => string | undefined;
  /** Further callables with the same parameters that this table documents. */
  alsoFor?: string[];
}

function ParamsTable({data, symbol, descriptions, lookup, alsoFor = []}: ParamsTableProps): ReactNode {
  const sym = getSymbol(data, symbol);
  const callable = signatureCallable(data, symbol);
  if (!callable) {
    // A class without its own __init__: nothing of its own to list.
    return null;
  }
  const params = paramsOf(data, callable);
  const covered = [callable.anchor, ...alsoFor].join(' ');
  if (descriptions) {
    const names = new Set(params.map((p) => p.name));
    for (const k of Object.keys(descriptions)) {
      if (!names.has(k)) {
        throw new Error(`[PyApi] ${symbol}: description for unknown parameter "${k}".`);
      }
    }
  }
  if (params.length === 0) {
    return (
      <p className={styles.noParams} data-pyparams={covered}>
        {sym.kind === 'class' ? 'The constructor takes no arguments.' : 'Takes no arguments.'}
      </p>
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table tabIndex={0} className={styles.params} data-pyparams={covered}>
        <thead>
          <tr>
            <th>Parameter</th>
            <th>Type</th>
            <th>Default</th>
            <th>Description</th>
          </tr>
        </thead>
        <tbody>
          {params.map((p) => {
            const meaning = descriptions?.[p.name] ?? lookup?.(p);
            const variadic = p.kind === 'var_positional' || p.kind === 'var_keyword';
            return (
              <tr key={p.name}>
                <td>
                  <code>{paramLabel(p)}</code>
                  {p.kind === 'keyword_only' ? <span className={styles.note}> keyword-only</span> : null}
                </td>
                <td>{p.annotation !== undefined ? <code>{p.annotation}</code> : EM_DASH}</td>
                <td>
                  {p.default !== undefined ? (
                    <code>{p.default}</code>
                  ) : variadic ? (
                    EM_DASH
                  ) : (
                    <span className={styles.required}>required</span>
                  )}
                </td>
                {meaning ? (
                  <td>
                    <Inline text={meaning} />
                  </td>
                ) : (
                  <td data-thin="">{EM_DASH}</td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Parameter table of a function, method or class constructor. */
export function PyParams(props: {data: PyPageData; symbol: string; descriptions?: Descriptions}): ReactNode {
  return <ParamsTable {...props} />;
}

function Returns({data, symbol, text}: {data: PyPageData; symbol: string; text?: string}): ReactNode {
  const sym = getSymbol(data, symbol);
  const annotation = sym.kind === 'class' ? undefined : sym.returns;
  if (!text && annotation === undefined) return null;
  return (
    <p className={styles.field}>
      <strong>Returns</strong>
      {annotation !== undefined ? (
        <>
          {' '}
          <code>{annotation}</code>
        </>
      ) : null}
      {text ? (
        <>
          {annotation !== undefined ? ` ${EM_DASH} ` : ': '}
          <Inline text={text} />
        </>
      ) : null}
    </p>
  );
}

function Raises({raises}: {raises?: Record<string, string>}): ReactNode {
  if (!raises || Object.keys(raises).length === 0) return null;
  return (
    <div className={styles.field}>
      <strong>Raises</strong>
      <ul>
        {Object.entries(raises).map(([exc, text]) => (
          <li key={exc}>
            <code>{exc}</code> {EM_DASH} <Inline text={text} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Bases, properties, attributes, fields, enum members and special methods of a class. */
function ClassFacts({data, cls, propertyDescriptions}: {
  data: PyPageData;
  cls: PyClassSymbol;
  propertyDescriptions?: Descriptions;
}): ReactNode {
  const settable = new Set(cls.settableProperties ?? []);
  if (propertyDescriptions) {
    for (const k of Object.keys(propertyDescriptions)) {
      if (!cls.properties?.includes(k)) {
        throw new Error(`[PyApi] ${cls.anchor}: description for unknown property "${k}".`);
      }
    }
  }
  return (
    <>
      {cls.bases.length > 0 ? (
        <p className={styles.field}>
          <strong>Bases</strong> <CodeList names={cls.bases} />
        </p>
      ) : null}
      {cls.properties?.length ? (
        propertyDescriptions ? (
          <div className={styles.field}>
            <strong>Properties</strong>
            <ul>
              {cls.properties.map((p) => (
                <li key={p}>
                  <code>{p}</code> <span className={styles.note}>({settable.has(p) ? 'read/write' : 'read-only'})</span>
                  {propertyDescriptions[p] ? (
                    <>
                      {' '}
                      {EM_DASH} <Inline text={propertyDescriptions[p]} />
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className={styles.field}>
            <strong>Properties</strong>{' '}
            {cls.properties.map((p, i) => (
              <React.Fragment key={p}>
                {i > 0 ? ', ' : ''}
                <code>{p}</code>
                {settable.has(p) ? <span className={styles.note}> (read/write)</span> : null}
              </React.Fragment>
            ))}
          </p>
        )
      ) : null}
      <NamesField label="Class attributes" names={cls.classAttributes} />
      <NamesField label="Members" names={cls.enumMembers} />
      {cls.fields?.length ? (
        <div className={styles.tableWrap}>
          <table tabIndex={0} className={styles.params} data-pyfields={cls.anchor}>
            <thead>
              <tr>
                <th>Field</th>
                <th>JSON name</th>
                <th>Required</th>
              </tr>
            </thead>
            <tbody>
              {cls.fields.map((f) => (
                <tr key={f.name}>
                  <td>
                    <code>{f.name}</code>
                  </td>
                  <td>
                    <code>{f.alias ?? f.name}</code>
                  </td>
                  <td>{f.required ? 'yes' : 'no'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <NamesField label="Special methods" names={cls.specialMethods} />
    </>
  );
}

export interface PyDocProps {
  data: PyPageData;
  /** Anchor of the class, function or method, e.g. "jaqpotpy.models.SklearnModel.fit". */
  symbol: string;
  /** Meaning of each parameter, keyed by name. */
  descriptions?: Descriptions;
  /** For classes: meaning of each property, keyed by name. */
  properties?: Descriptions;
  /** What the call returns (backticks for code). */
  returns?: string;
  /** Exception name -> when it is raised. */
  raises?: Record<string, string>;
}

/**
 * Everything the data knows about one symbol: signature, parameter table,
 * returns and raises; for classes also bases, properties and the like. For a
 * class the table lists the constructor's parameters. Methods get their own
 * heading and <PyDoc> in the MDX.
 */
export function PyDoc({data, symbol, descriptions, properties, returns, raises}: PyDocProps): ReactNode {
  const sym = getSymbol(data, symbol);
  return (
    <div className={styles.doc}>
      {sym.kind === 'class' ? <ClassFacts data={data} cls={sym} propertyDescriptions={properties} /> : null}
      <PySignature data={data} symbol={symbol} />
      {sym.kind === 'class' && !sym.init ? (
        <p className={styles.field}>
          The class defines no constructor of its own; it takes the constructor arguments of its base
          class.
        </p>
      ) : null}
      <ParamsTable data={data} symbol={symbol} descriptions={descriptions} />
      <Returns data={data} symbol={symbol} text={returns} />
      <Raises raises={raises} />
    </div>
  );
}

// ---------------------------------------------------------------------------
// Module level: import lines, summary table.

function pageModules(data: PyPageData, modules?: string[]): PyModuleInfo[] {
  if (!modules) return data.modules;
  return modules.map((name) => {
    const info = data.modules.find((m) => m.name === name);
    if (!info) throw new Error(`[PyApi] Module ${name} is not on page ${data.page}.`);
    return info;
  });
}

/** Import lines for the documented classes and functions, grouped by import path. */
export function PyImports({data, modules, title}: {data: PyPageData; modules?: string[]; title?: string}): ReactNode {
  const byPath = new Map<string, string[]>();
  for (const info of pageModules(data, modules)) {
    for (const anchor of [...info.classes, ...info.functions]) {
      const sym = getSymbol(data, anchor);
      const from = importPath(sym);
      byPath.set(from, [...(byPath.get(from) ?? []), sym.name]);
    }
  }
  const lines = [...byPath.entries()].map(([from, names]) => {
    const one = `from ${from} import ${names.join(', ')}`;
    if (one.length <= 88) return one;
    return `from ${from} import (\n${names.map((n) => `    ${n},`).join('\n')}\n)`;
  });
  return (
    <CodeBlock language="python" title={title}>
      {lines.join('\n')}
    </CodeBlock>
  );
}

/**
 * Table of the classes and functions on the page (or the given modules), one
 * row group per module, each name linking to its anchor. Names a package
 * re-exports from another page follow, with links there.
 */
export function PyModuleSummary({data, modules}: {data: PyPageData; modules?: string[]}): ReactNode {
  const infos = pageModules(data, modules);
  const elsewhere = infos.flatMap((m) =>
    m.reexports.filter((r) => r.page && r.page !== data.page).map((r) => ({...r, pkg: m.name})),
  );
  const plain = infos.flatMap((m) => m.reexports.filter((r) => !r.anchor).map((r) => ({...r, pkg: m.name})));
  return (
    <div className={styles.summary}>
      <div className={styles.tableWrap}>
        <table tabIndex={0} className={styles.params}>
          <thead>
            <tr>
              <th>Name</th>
              <th>Kind</th>
              <th>Import from</th>
            </tr>
          </thead>
          {infos.map((m) => {
            const anchors = [...m.classes, ...m.functions];
            return (
              <tbody key={m.name} data-pymodule={m.name}>
                <tr className={styles.moduleRow}>
                  <th colSpan={3} scope="rowgroup">
                    <code>{m.name}</code>
                    {m.isPackage ? <span className={styles.note}> package</span> : null}
                    {m.status === 'legacy' ? <span className={clsx(styles.badge, styles.legacy)}>legacy</span> : null}
                    {anchors.length === 0 ? (
                      <span className={styles.note}>
                        {' '}
                        {EM_DASH}{' '}
                        {m.reexports.length > 0
                          ? 're-exports only'
                          : m.constants.length > 0
                            ? `constants only: ${m.constants.join(', ')}`
                            : 'empty'}
                      </span>
                    ) : null}
                  </th>
                </tr>
                {anchors.map((anchor) => {
                  const sym = getSymbol(data, anchor);
                  const methods = sym.kind === 'class' ? sym.methods.length : 0;
                  return (
                    <tr key={anchor}>
                      <td>
                        <Link to={`#${anchor}`}>
                          <code>{sym.name}</code>
                        </Link>
                      </td>
                      <td>
                        {sym.kind}
                        {sym.kind === 'class' && methods > 0 ? (
                          <span className={styles.note}>
                            {' '}
                            ({methods} method{methods === 1 ? '' : 's'})
                          </span>
                        ) : null}
                      </td>
                      <td>
                        <code>{importPath(sym)}</code>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            );
          })}
        </table>
      </div>
      {elsewhere.length > 0 ? (
        <p className={styles.field}>
          <strong>Re-exported here, documented on another page:</strong>{' '}
          {elsewhere.map((r, i) => (
            <React.Fragment key={`${r.pkg}.${r.name}`}>
              {i > 0 ? ', ' : ''}
              <Link to={anchorHref(data, r.anchor!, r.page)}>
                <code>{r.name}</code>
              </Link>
            </React.Fragment>
          ))}
          .
        </p>
      ) : null}
      {plain.length > 0 ? (
        <p className={styles.field}>
          <strong>Other exported names:</strong>{' '}
          {plain.map((r, i) => (
            <React.Fragment key={`${r.pkg}.${r.name}`}>
              {i > 0 ? ', ' : ''}
              <code>{r.name}</code>
            </React.Fragment>
          ))}{' '}
          (constants and aliases, not documented here).
        </p>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------------------
// Legacy pages.

/**
 * The warning at the top of a legacy page: when the module was removed, the
 * last release that has it, and (children) what to import instead.
 */
export function PyLegacyNotice({data, children}: {data: PyPageData; children?: ReactNode}): ReactNode {
  const legacy = data.legacy;
  if (!legacy) throw new Error(`[PyApi] Page ${data.page} has no legacy information.`);
  return (
    <Admonition type="warning" title={`Removed in jaqpotpy ${legacy.removedIn}`}>
      {/* Readers of current code should find the current modules first. */}
      <Head>
        <meta name={PAGE_RANK_META} content="-1" />
      </Head>
      <p>
        <code>{data.page}</code> was part of jaqpotpy from {legacy.firstTagWith} to {legacy.lastTagWith} and
        was removed in {legacy.removedIn}. This page documents it as of release {legacy.recordedFrom}, for
        readers of older code.
      </p>
      {children}
    </Admonition>
  );
}

export interface PyMembersProps {
  data: PyPageData;
  /** Modules to render (default: all modules of the page that define something). */
  modules?: string[];
  /**
   * Parameter meanings. Keys, most specific first: "Class.method.param",
   * "method.param" or "function.param", then "param".
   */
  descriptions?: Descriptions;
  /** One-line purpose per symbol, keyed by anchor or by name. */
  summaries?: Descriptions;
  /** Heading level of classes and functions (methods one below). */
  level?: 2 | 3;
  /** Add a heading per module (level - 1). */
  moduleHeadings?: boolean;
}

type HeadingTag = 'h2' | 'h3' | 'h4';
const tag = (level: number): HeadingTag => `h${Math.min(4, Math.max(2, level))}` as HeadingTag;

/**
 * A heading with an anchor, lighter than @theme/Heading (which repeats the id
 * in the link's title and aria-label): the large legacy pages have hundreds.
 * It registers the anchor for Docusaurus's broken-anchor check all the same.
 */
function AnchorHeading({as: As, id, children}: {as: HeadingTag; id: string; children: ReactNode}): ReactNode {
  useBrokenLinks().collectAnchor(id);
  const anchorClass = useAnchorTargetClassName(id);
  return (
    <As id={id} className={clsx('anchor', anchorClass)}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label="Direct link to this heading">
        &#8203;
      </a>
    </As>
  );
}

/**
 * Compact rendering of whole modules for the large legacy pages: each class,
 * function and method gets a heading with its anchor, its signature and a
 * parameter table; pydantic models get a field table. Methods with the same
 * parameters as an earlier one (generated *_with_http_info variants) share
 * that method's table.
 */
export function PyMembers({
  data,
  modules,
  descriptions = {},
  summaries = {},
  level = 2,
  moduleHeadings = false,
}: PyMembersProps): ReactNode {
  const infos = pageModules(data, modules).filter((m) => m.classes.length + m.functions.length > 0);
  const summaryOf = (sym: PySymbol) => summaries[sym.anchor] ?? summaries[sym.name];
  const lookupFor = (sym: PyCallableSymbol) => (p: PyParam) => {
    const owner = sym.owner ? getSymbol(data, sym.owner).name : undefined;
    const keys = [
      ...(owner ? [`${owner}.${sym.name}.${p.name}`] : []),
      `${sym.name}.${p.name}`,
      ...(owner && sym.name === '__init__' ? [`${owner}.${p.name}`] : []),
      p.name,
    ];
    for (const k of keys) if (descriptions[k]) return descriptions[k];
    return undefined;
  };
  const H = ({lvl, id, children}: {lvl: number; id: string; children: ReactNode}) => (
    <AnchorHeading as={tag(lvl)} id={id}>
      {children}
    </AnchorHeading>
  );
  const variantsOf = (cls: PyClassSymbol, anchor: string) =>
    cls.methods.filter((m) => (getSymbol(data, m) as PyCallableSymbol).sameParamsAs === anchor);

  const renderCallable = (sym: PyCallableSymbol, lvl: number, cls?: PyClassSymbol) => {
    const summary = summaryOf(sym);
    return (
      <section key={sym.anchor} className={styles.member}>
        <H lvl={lvl} id={sym.anchor}>
          <code>{sym.name}</code>
        </H>
        {summary ? (
          <p>
            <Inline text={summary} />
          </p>
        ) : null}
        <PySignature data={data} symbol={sym.anchor} compact={Boolean(sym.sameParamsAs)} />
        {sym.sameParamsAs ? (
          <p className={styles.field}>
            Same parameters as{' '}
            <Link to={`#${sym.sameParamsAs}`}>
              <code>{getSymbol(data, sym.sameParamsAs).name}</code>
            </Link>
            .
          </p>
        ) : (
          <ParamsTable
            data={data}
            symbol={sym.anchor}
            lookup={lookupFor(sym)}
            alsoFor={cls ? variantsOf(cls, sym.anchor) : []}
          />
        )}
        <Returns data={data} symbol={sym.anchor} />
      </section>
    );
  };

  return (
    <div className={styles.members}>
      {infos.map((info) => (
        <React.Fragment key={info.name}>
          {moduleHeadings ? (
            <H lvl={level - 1} id={moduleAnchor(info.name)}>
              Module <code>{info.name}</code>
            </H>
          ) : null}
          {info.classes.map((anchor) => {
            const cls = getClass(data, anchor);
            const summary = summaryOf(cls);
            const init = cls.init ? (getSymbol(data, cls.init) as PyCallableSymbol) : undefined;
            return (
              <section key={anchor} className={styles.member}>
                <H lvl={level} id={anchor}>
                  <code>{cls.name}</code>
                </H>
                {summary ? (
                  <p>
                    <Inline text={summary} />
                  </p>
                ) : null}
                <ClassFacts data={data} cls={cls} />
                {init || !cls.fields ? <PySignature data={data} symbol={anchor} /> : null}
                {init ? (
                  <ParamsTable data={data} symbol={anchor} lookup={lookupFor(init)} />
                ) : null}
                {cls.methods.map((m) => renderCallable(getSymbol(data, m) as PyCallableSymbol, level + 1, cls))}
              </section>
            );
          })}
          {info.functions.map((anchor) => renderCallable(getSymbol(data, anchor) as PyCallableSymbol, level))}
        </React.Fragment>
      ))}
    </div>
  );
}

// ---------------------------------------------------------------------------
// Index page.

/**
 * The module tree of the reference: one line per page, nested by dotted
 * name, with status, counts and the modules each page covers.
 */
export function PyModuleTree({index, lines}: {index: PyIndexData; lines: Descriptions}): ReactNode {
  for (const page of PY_API_PAGES) {
    if (!lines[page]) throw new Error(`[PyApi] PyModuleTree: no line for ${page}.`);
  }
  const parentOf = (page: string) =>
    PY_API_PAGES.filter((p) => p !== page && page.startsWith(`${p}.`)).sort((a, b) => b.length - a.length)[0];
  const children = (parent: string | undefined) => index.pages.filter((e) => parentOf(e.page) === parent);
  const plural = (n: number, word: string) =>
    `${n} ${n === 1 ? word : word.endsWith('s') ? `${word}es` : `${word}s`}`;
  const render = (parent: string | undefined): ReactNode => {
    const entries = children(parent);
    if (entries.length === 0) return null;
    return (
      <ul className={styles.tree}>
        {entries.map((e) => {
          const others = e.modules.filter((m) => m.name !== e.page);
          return (
            <li key={e.page} data-pypage={e.page}>
              <Link to={pageRoute(e.page)}>
                <code>{e.page}</code>
              </Link>{' '}
              {e.status === 'legacy' ? (
                <span className={clsx(styles.badge, styles.legacy)}>legacy, removed in {e.legacy?.removedIn}</span>
              ) : (
                <span className={clsx(styles.badge, styles.current)}>current</span>
              )}{' '}
              {EM_DASH} <Inline text={lines[e.page]} />{' '}
              <span className={styles.note}>
                ({[
                  plural(e.counts.classes, 'class'),
                  plural(e.counts.functions, 'function'),
                  plural(e.counts.methods, 'method'),
                ].join(', ')}
                {others.length > 0 ? `; also covers ${others.length} submodule${others.length === 1 ? '' : 's'}` : ''})
              </span>
              {render(e.page)}
            </li>
          );
        })}
      </ul>
    );
  };
  return (
    <div className={styles.treeWrap}>
      <p className={styles.note}>
        Signatures recorded from {index.package} <code>{index.describe}</code> (commit <code>{index.source}</code>);
        legacy modules from the release tags named on their pages.
      </p>
      {render(undefined)}
    </div>
  );
}
