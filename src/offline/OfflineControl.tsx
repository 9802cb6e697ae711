import React, {useEffect, useState, type ReactNode} from 'react';
import {OFFLINE_MESSAGES as M, type OfflineState, type WorkerMessage} from './messages';
import styles from './styles.module.css';

type Progress = {done: number; total: number};

/**
 * "Make available offline": asks the service worker to save the whole site and shows how far it
 * got. Pages the reader opens are kept anyway; this is for reading everything without a network.
 * Rendered only where a service worker runs (production builds, supporting browsers).
 */
export default function OfflineControl(): ReactNode {
  const [available, setAvailable] = useState(false);
  const [state, setState] = useState<OfflineState | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return undefined;
    const worker = navigator.serviceWorker;
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message?.type === M.state) {
        setState(message.state);
        if (message.state.siteSaved) setProgress(null);
      } else if (message?.type === M.progress) {
        setProgress({done: message.done, total: message.total});
      } else if (message?.type === M.failed) {
        setProgress(null);
        setFailure(message.message);
      }
    };
    worker.addEventListener('message', onMessage);
    void worker.ready.then((registration) => {
      setAvailable(true);
      registration.active?.postMessage({type: M.ask});
    });
    return () => worker.removeEventListener('message', onMessage);
  }, []);

  if (!available) return null;

  const save = async () => {
    setFailure(null);
    setProgress({done: 0, total: state?.files ?? 0});
    (await navigator.serviceWorker.ready).active?.postMessage({type: M.saveSite});
  };

  const saved = state?.siteSaved && !progress;
  return (
    <div className={styles.offline}>
      {!saved && !progress && (
        <button type="button" className={styles.button} onClick={save}>
          Make available offline
        </button>
      )}
      {progress && (
        <progress
          className={styles.progress}
          value={progress.done}
          max={progress.total || undefined}
          aria-label="Saving the site for offline reading"
        />
      )}
      <span role="status" className={styles.status}>
        {saved
          ? 'The whole site is available offline.'
          : progress
            ? `Saving the site for offline reading: ${progress.done} of ${progress.total} files.`
            : failure
              ? `Saving stopped: ${failure}. Try again when you are online.`
              : ''}
      </span>
    </div>
  );
}
