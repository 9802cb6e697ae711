import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';

import {getSymbol, pageModules} from './data';
import {importLines} from './format';
import type {PyPageData} from './types';

/** Import lines for the documented classes and functions, grouped by import path. */
export default function PyImports({
  data,
  modules,
  title,
}: {
  data: PyPageData;
  modules?: string[];
  title?: string;
}): ReactNode {
  const symbols = pageModules(data, modules).flatMap((info) =>
    [...info.classes, ...info.functions].map((anchor) => getSymbol(data, anchor)),
  );
  return (
    <CodeBlock language="python" title={title}>
      {importLines(symbols).join('\n')}
    </CodeBlock>
  );
}
