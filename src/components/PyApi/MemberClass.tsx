import type {ReactNode} from 'react';

import AnchorHeading from './AnchorHeading';
import ClassFacts from './ClassFacts';
import Inline from './Inline';
import MemberCallable from './MemberCallable';
import {paramMeaning, type ClassEntry} from './members';
import ParamsTable from './ParamsTable';
import PySignature from './PySignature';
import type {Descriptions, PyPageData, PySymbol} from './types';
import styles from './styles.module.css';

/** A class of <PyMembers>: heading, purpose, facts, constructor, then its methods. */
export default function MemberClass({data, entry, summaryOf, descriptions}: {
  data: PyPageData;
  entry: ClassEntry;
  summaryOf: (sym: PySymbol) => string | undefined;
  descriptions: Descriptions;
}): ReactNode {
  const {cls, init, level, methods} = entry;
  const summary = summaryOf(cls);
  return (
    <section className={styles.member}>
      <AnchorHeading level={level} id={cls.anchor}>
        <code>{cls.name}</code>
      </AnchorHeading>
      {summary ? (
        <p>
          <Inline text={summary} />
        </p>
      ) : null}
      <ClassFacts cls={cls} />
      {init || !cls.fields ? <PySignature data={data} symbol={cls.anchor} /> : null}
      {init ? (
        <ParamsTable data={data} symbol={cls.anchor} lookup={(p) => paramMeaning(data, descriptions, init, p.name)} />
      ) : null}
      {methods.map((m) => (
        <MemberCallable
          key={m.sym.anchor}
          data={data}
          entry={m}
          summary={summaryOf(m.sym)}
          descriptions={descriptions}
        />
      ))}
    </section>
  );
}
