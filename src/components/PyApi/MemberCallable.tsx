import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {getSymbol} from './data';
import MemberHeading from './MemberHeading';
import {paramMeaning, type CallableEntry, type MembersContext} from './members';
import ParamsTable from './ParamsTable';
import PySignature from './PySignature';
import Returns from './Returns';
import styles from './styles.module.css';

/** A function or method of <PyMembers>: heading, purpose, signature, parameters, returns. */
export default function MemberCallable({ctx, entry}: {ctx: MembersContext; entry: CallableEntry}): ReactNode {
  const {data, descriptions} = ctx;
  const {sym, level, alsoFor} = entry;
  return (
    <section className={styles.member}>
      <MemberHeading sym={sym} level={level} summary={ctx.summaryOf(sym)} />
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
          lookup={(p) => paramMeaning(data, descriptions, sym, p.name)}
          alsoFor={alsoFor}
        />
      )}
      <Returns data={data} symbol={sym.anchor} />
    </section>
  );
}
