import React, {type ReactNode} from 'react';

import CodeList from './CodeList';
import {EM_DASH} from './format';
import Inline from './Inline';
import NamesField from './NamesField';
import type {Descriptions, PyClassSymbol} from './types';
import styles from './styles.module.css';

/** Bases, properties, attributes, fields, enum members and special methods of a class. */
export default function ClassFacts({
  cls,
  propertyDescriptions,
}: {
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
