import React, {type ReactNode} from 'react';

/** Names as code, separated by commas. */
export default function CodeList({names}: {names: string[]}): ReactNode {
  return (
    <>
      {names.map((n, i) => (
        <React.Fragment key={n}>
          {i > 0 ? ', ' : ''}
          <code>{n}</code>
        </React.Fragment>
      ))}
    </>
  );
}
