import type {ReactNode} from 'react';

import AnchorHeading from './AnchorHeading';
import Inline from './Inline';
import type {PySymbol} from './types';

/** The heading of a class, function or method of <PyMembers>, and its one-line purpose if any. */
export default function MemberHeading({
  sym,
  level,
  summary,
}: {
  sym: PySymbol;
  level: number;
  summary?: string;
}): ReactNode {
  return (
    <>
      <AnchorHeading level={level} id={sym.anchor}>
        <code>{sym.name}</code>
      </AnchorHeading>
      {summary ? (
        <p>
          <Inline text={summary} />
        </p>
      ) : null}
    </>
  );
}
