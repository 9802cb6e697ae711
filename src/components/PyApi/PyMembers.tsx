import React, {type ReactNode} from 'react';

import AnchorHeading from './AnchorHeading';
import MemberCallable from './MemberCallable';
import MemberClass from './MemberClass';
import {membersOutline, type MembersContext, type MembersOptions} from './members';
import {moduleAnchor} from './pages';
import type {Descriptions, PyPageData, PySymbol} from './types';
import styles from './styles.module.css';

interface PyMembersProps extends MembersOptions {
  data: PyPageData;
  /** Parameter meanings, keyed as ./members.ts paramMeaning reads them ("Class.method.param" … "param"). */
  descriptions?: Descriptions;
  /** One-line purpose per symbol, keyed by anchor or by name. */
  summaries?: Descriptions;
}

/**
 * Compact rendering of whole modules for the large legacy pages: each class,
 * function and method gets a heading with its anchor, its signature and a
 * parameter table; pydantic models get a field table. Methods with the same
 * parameters as an earlier one (generated *_with_http_info variants) share
 * that method's table. The page's table of contents lists the same headings
 * (see ./members.ts).
 */
export default function PyMembers({data, descriptions = {}, summaries = {}, ...options}: PyMembersProps): ReactNode {
  const ctx: MembersContext = {
    data,
    descriptions,
    summaryOf: (sym: PySymbol) => summaries[sym.anchor] ?? summaries[sym.name],
  };
  return (
    <div className={styles.members}>
      {membersOutline(data, options).map((m) => (
        <React.Fragment key={m.info.name}>
          {m.level !== undefined ? (
            <AnchorHeading level={m.level} id={moduleAnchor(m.info.name)}>
              Module <code>{m.info.name}</code>
            </AnchorHeading>
          ) : null}
          {m.classes.map((c) => (
            <MemberClass key={c.cls.anchor} ctx={ctx} entry={c} />
          ))}
          {m.functions.map((f) => (
            <MemberCallable key={f.sym.anchor} ctx={ctx} entry={f} />
          ))}
        </React.Fragment>
      ))}
    </div>
  );
}
