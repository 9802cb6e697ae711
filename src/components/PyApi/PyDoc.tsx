import type {ReactNode} from 'react';

import ClassFacts from './ClassFacts';
import {getSymbol} from './data';
import ParamsTable from './ParamsTable';
import PySignature from './PySignature';
import Raises from './Raises';
import Returns from './Returns';
import type {Descriptions, PyPageData} from './types';
import styles from './styles.module.css';

interface PyDocProps {
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
export default function PyDoc({data, symbol, descriptions, properties, returns, raises}: PyDocProps): ReactNode {
  const sym = getSymbol(data, symbol);
  return (
    <div className={styles.doc}>
      {sym.kind === 'class' ? <ClassFacts cls={sym} propertyDescriptions={properties} /> : null}
      <PySignature data={data} symbol={symbol} />
      {sym.kind === 'class' && !sym.init ? (
        <p className={styles.field}>
          The class defines no constructor of its own; it takes the constructor arguments of its base class.
        </p>
      ) : null}
      <ParamsTable data={data} symbol={symbol} descriptions={descriptions} />
      <Returns data={data} symbol={symbol} text={returns} />
      <Raises raises={raises} />
    </div>
  );
}
