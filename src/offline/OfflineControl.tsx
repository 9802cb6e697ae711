import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {OFFLINE_MESSAGES as M, type OfflineState, type Selection, type WorkerMessage} from './messages';
import type OfflineDialogType from './OfflineDialog';
import styles from './styles.module.css';

type Progress = {done: number; total: number};

async function tellWorker(message: {type: string; selection: Selection}): Promise<void> {
  (await navigator.serviceWorker.ready).active?.postMessage(message);
}

/** What the footer says is saved. */
function summary(state: OfflineState | null): string {
  if (!state) return '';
  if (state.siteSaved) return 'The whole site is available offline.';
  const saved = state.sections.filter((section) => section.saved).map((section) => section.label);
  return saved.length ? `Available offline: ${saved.join(', ')}.` : '';
}

/**
 * "Make available offline": opens a dialog that shows each section's size and saves one, several
 * or the whole site (or removes them) through the service worker, then shows how far saving got.
 * Pages the reader opens are kept anyway; this is for reading without a network. Rendered only
 * where a service worker runs (production builds, supporting browsers).
 */
export default function OfflineControl(): ReactNode {
  const [available, setAvailable] = useState(false);
  const [state, setState] = useState<OfflineState | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** The dialog that chooses what to save: its code loads when the reader first opens it. */
  const [Dialog, setDialog] = useState<typeof OfflineDialogType | null>(null);
  const [open, setOpen] = useState(false);
  const [dialogFailed, setDialogFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return undefined;
    const worker = navigator.serviceWorker;
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message?.type === M.state) {
        setState(message.state);
        if (!message.state.busy) setProgress(null);
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

  const openDialog = async () => {
    // The sizes as they are now (another tab may have saved meanwhile).
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({type: M.ask}));
    if (!Dialog) {
      try {
        const loaded = (await import('./OfflineDialog')).default;
        setDialog(() => loaded);
      } catch {
        // Its code did not arrive (offline with nothing saved, a dropped connection): say so; a click tries again.
        setDialogFailed(true);
        return;
      }
    }
    setDialogFailed(false);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    // The browser gives the focus back when the dialog closes; this covers a dialog that unmounts first.
    button.current?.focus();
  };
  const save = (selection: Selection) => {
    setFailure(null);
    setProgress({done: 0, total: 0});
    void tellWorker({type: M.save, selection});
  };
  const remove = (selection: Selection) => {
    setFailure(null);
    void tellWorker({type: M.remove, selection});
  };

  return (
    <div className={styles.offline}>
      <button
        type="button"
        ref={button}
        className={styles.button}
        aria-haspopup="dialog"
        onClick={() => void openDialog()}
      >
        Make available offline
      </button>
      {progress && (
        <>
          <progress
            className={styles.progress}
            value={progress.done}
            max={progress.total || undefined}
            aria-label="Saving for offline reading"
          />
          {/* The count for the eye; a screen reader reads it on the bar, and the status announces only the start and the end. */}
          <span className={styles.status} aria-hidden="true">
            {progress.total ? `${progress.done} of ${progress.total} files` : ''}
          </span>
        </>
      )}
      <span role="status" className={styles.status}>
        {progress
          ? 'Saving for offline reading.'
          : failure
            ? `Saving stopped: ${failure}. Try again when you are online.`
            : dialogFailed
              ? 'The choice of what to save could not be loaded. Check your connection and try again.'
              : summary(state)}
      </span>
      {open && state && Dialog && (
        <Dialog
          state={state}
          saving={Boolean(progress) || state.busy}
          onSave={save}
          onRemove={remove}
          onClose={close}
        />
      )}
    </div>
  );
}
