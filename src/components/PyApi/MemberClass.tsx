import type {ReactNode} from 'react';

import ClassFacts from './ClassFacts';
import MemberCallable from './MemberCallable';
import MemberHeading from './MemberHeading';
import {paramMeaning, type ClassEntry, type MembersContext} from './members';
import ParamsTable from './ParamsTable';
import PySignature from './PySignature';
import styles from './styles.module.css';

/** A class of <PyMembers>: heading, purpose, facts, constructor, then its methods. */
export default function MemberClass({ctx, entry}: {ctx: MembersContext; entry: ClassEntry}): ReactNode {
  const {data, descriptions} = ctx;
  const {cls, init, level, methods} = entry;
  return (
    <section className={styles.member}>
      <MemberHeading sym={cls} level={level} summary={ctx.summaryOf(cls)} />
      <ClassFacts cls={cls} />
      {init || !cls.fields ? <PySignature data={data} symbol={cls.anchor} /> : null}
      {init ? (
        <ParamsTable data={data} symbol={cls.anchor} lookup={(p) => paramMeaning(data, descriptions, init, p.name)} />
      ) : null}
      {methods.map((m) => (
        <MemberCallable key={m.sym.anchor} ctx={ctx} entry={m} />
      ))}
    </section>
  );
}
