/** Starts the Prism mock of the contract (the same command as `npm run api:mock`) for a test. */
import {spawn, type ChildProcess} from 'node:child_process';
import {resolve} from 'node:path';

export const MOCK_ORIGIN = 'http://127.0.0.1:4010';

export interface RunningMock {
  origin: string;
  stop(): Promise<void>;
}

export async function startMock(timeoutMs = 60000): Promise<RunningMock> {
  const prism = resolve('node_modules/.bin/prism');
  const child: ChildProcess = spawn(
    prism,
    ['mock', resolve('openapi/jaqpot-api.yaml'), '--host', '127.0.0.1', '--port', '4010'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`Prism exited with ${code} before listening:\n${output}`))),
  );
  const listening = new Promise<void>((done) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Prism is listening on/.test(output)) done();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
  });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`Prism did not listen within ${timeoutMs} ms:\n${output}`)), timeoutMs).unref(),
  );
  try {
    await Promise.race([listening, exited, timeout]);
  } catch (error) {
    child.kill();
    throw error;
  }
  exited.catch(() => {});
  return {
    origin: MOCK_ORIGIN,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill();
      }),
  };
}
