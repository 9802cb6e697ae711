import type {ReactNode} from 'react';

import {EM_DASH} from './format';
import Inline from './Inline';
import styles from './styles.module.css';

/** The exceptions a call raises, each with when; left out when there are none. */
export default function Raises({raises}: {raises?: Record<string, string>}): ReactNode {
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
