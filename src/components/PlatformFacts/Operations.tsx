import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';
import type {TableOperation} from '@site/plugins/platform-behaviour/tables';
import {breakPieces} from '@site/src/shared/break-points';

const REFERENCE = '/jaqpot-api/documentation/full-api-reference';

/** `POST /v1/models/{modelId}/predict` with line-break opportunities, so narrow cells wrap at one. */
function Breakable({name}: {name: string}): ReactNode {
  return breakPieces(name).map((piece, i) => (
    <span key={i}>
      {i > 0 && <wbr />}
      {piece}
    </span>
  ));
}

/** The operations of a row, one a line, each linked to its section of the API reference. */
export default function Operations({operations}: {operations: TableOperation[]}): ReactNode {
  return operations.map(({name, operationId}, i) => (
    <span key={name}>
      {i > 0 && <br />}
      {operationId ? (
        <Link to={`${REFERENCE}#operation/${operationId}`}>
          <code>
            <Breakable name={name} />
          </code>
        </Link>
      ) : (
        <code>
          <Breakable name={name} />
        </code>
      )}
    </span>
  ));
}
