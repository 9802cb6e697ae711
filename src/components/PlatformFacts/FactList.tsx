import type {ReactNode} from 'react';
import facts from '@jaqpot/platform-behaviour/facts.json';
import Inline from '../PyApi/Inline';

/**
 * The facts whose ids start with `prefix` (or are listed in `ids`), as a list of the ledger's
 * sentences, in the ledger's order.
 */
export default function FactList({prefix, ids}: {prefix?: string; ids?: string[]}): ReactNode {
  const shown = facts.filter((f) => (prefix !== undefined && f.id.startsWith(prefix)) || ids?.includes(f.id));
  if (shown.length === 0) throw new Error(`[PlatformFacts] No ledger entry matches ${prefix ?? ids?.join(', ')}`);
  return (
    <ul data-ledger="facts">
      {shown.map((fact) => (
        <li key={fact.id} data-ledger-id={fact.id}>
          <Inline text={fact.behaviour} />
        </li>
      ))}
    </ul>
  );
}
