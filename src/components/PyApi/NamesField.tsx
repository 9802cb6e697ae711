import type {ReactNode} from 'react';

import CodeList from './CodeList';
import styles from './styles.module.css';

/** A labelled line of names, left out when there are none. */
export default function NamesField({label, names}: {label: string; names?: string[]}): ReactNode {
  if (!names?.length) {
    return null;
  }
  return (
    <p className={styles.field}>
      <strong>{label}</strong> <CodeList names={names} />
    </p>
  );
}
