import React, {useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';

/** Throws while rendering once armed; a remount (the crash screen's "Try again") starts unarmed. */
function Fault(): ReactNode {
  const [armed, setArmed] = useState(false);
  if (armed) {
    throw new Error('The crash test page threw on purpose.', {
      cause: new Error('A test-only fault armed by the crash button.'),
    });
  }
  return (
    <button type="button" className="button button--danger" onClick={() => setArmed(true)}>
      Crash this page
    </button>
  );
}

export default function CrashPage(): ReactNode {
  return (
    <Layout title="Crash test" description="A test-only page that throws on demand.">
      <main className="container margin-vert--lg">
        <h1>Crash test</h1>
        <p>This page exists only in builds for the crash-screen test.</p>
        <Fault />
      </main>
    </Layout>
  );
}
