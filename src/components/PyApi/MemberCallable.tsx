import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import AnchorHeading from './AnchorHeading';
import {getSymbol} from './data';
import Inline from './Inline';
import {paramMeaning, type CallableEntry} from './members';
import ParamsTable from './ParamsTable';
import PySignature from './PySignature';
import Returns from './Returns';
import type {Descriptions, PyPageData} from './types';
import styles from './styles.module.css';

/** A function or method of <PyMembers>: heading, purpose, signature, parameters, returns. */
export default function MemberCallable({data, entry, summary, descriptions}: {
  data: PyPageData;
  entry: CallableEntry;
  summary?: string;
  descriptions: Descriptions;
}): ReactNode {
  const {sym, level, alsoFor} = entry;
  return (
    <section className={styles.member}>
      <AnchorHeading level={level} id={sym.anchor}>
        <code>{sym.name}</code>
      </AnchorHeading>
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
          lookup={(p) => paramMeaning(data, descriptions, sym, p.name)}
          alsoFor={alsoFor}
        />
      )}
      <Returns data={data} symbol={sym.anchor} />
    </section>
  );
}
