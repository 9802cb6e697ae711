import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';
import type {TableOperation} from '@site/plugins/platform-behaviour/tables';

const REFERENCE = '/jaqpot-api/documentation/full-api-reference';

/** `POST /v1/models/{id}` with a line-break opportunity after each slash, so narrow cells wrap at one. */
function Breakable({name}: {name: string}): ReactNode {
  const parts = name.split('/');
  return parts.map((part, i) => (
    <span key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
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
