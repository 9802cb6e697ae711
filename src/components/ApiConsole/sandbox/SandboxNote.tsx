/**
 * Swagger UI plugin: above a response the sandbox gave, a note that says so and what the reader
 * should know about it (the sandbox's notes, and where the platform answers otherwise than the
 * reference). Swagger UI's own response panel is kept as it is (`wrapComponents`).
 */
import React from 'react';
import {notesOf, SANDBOX_HEADER} from './notes';

type ImmutableLike = {getIn?: (path: string[]) => unknown};
type LiveResponseProps = {response?: ImmutableLike} & Record<string, unknown>;

/** Ledger sentences mark code with backticks. */
function withCode(text: string): React.ReactNode[] {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}

export function SandboxNote({header}: {header: string}): React.ReactElement {
  const notes = notesOf(header) ?? [];
  return (
    <div className="jaqpot-sandbox-note" role="note" aria-label="Sandbox answer">
      <p>
        <strong>Sandbox:</strong> this answer was made in your browser from the API contract. No request left this page.
        To call the Jaqpot API, choose https://api.jaqpot.org under Servers.
      </p>
      {notes.length > 0 && (
        <ul>
          {notes.map((note) => (
            <li key={note}>{withCode(note)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const sandboxNotePlugin = () => ({
  wrapComponents: {
    liveResponse: (Original: React.ComponentType<LiveResponseProps>) =>
      function LiveResponseWithNote(props: LiveResponseProps) {
        const value = props.response?.getIn?.(['headers', SANDBOX_HEADER]);
        // Swagger UI keeps a header with commas as a list of its parts.
        const header = Array.isArray(value) ? value.join(',') : value;
        return (
          <>
            {typeof header === 'string' && <SandboxNote header={header} />}
            <Original {...props} />
          </>
        );
      },
  },
});
