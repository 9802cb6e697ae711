/**
 * The "Make available offline" dialog: each section of the site with its pages and the bytes
 * saving it downloads, checkboxes to save one or several, the whole site, and the saved sections
 * with a way to remove each (or all). A modal `<dialog>`: the browser keeps focus inside, Escape
 * closes it and focus goes back to the footer button. Loaded when the reader opens it.
 */
import React, {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {bytesToSave, formatBytes, type OfflineState, type Selection} from './messages';
import styles from './OfflineDialog.module.css';

type Props = {
  state: OfflineState;
  /** A save or removal is under way: the buttons wait. */
  saving: boolean;
  onSave: (selection: Selection) => void;
  onRemove: (selection: Selection) => void;
  onClose: () => void;
};

const pages = (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`;

export default function OfflineDialog({state, saving, onSave, onRemove, onClose}: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  /** The section whose checkbox takes the focus once its removal shows (its Remove button is gone). */
  const focusAfterRemoval = useRef<string | null>(null);
  const headingId = useId();
  const introId = useId();
  const boxId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  useEffect(() => {
    const box = focusAfterRemoval.current && document.getElementById(`${boxId}-${focusAfterRemoval.current}`);
    if (box) {
      box.focus();
      focusAfterRemoval.current = null;
    }
  }, [state, boxId]);

  const unsaved = state.sections.filter((section) => !section.saved);
  // A section saved meanwhile (or by another tab) is no longer to choose.
  const selected = chosen.filter((id) => unsaved.some((section) => section.id === id));
  const selectedBytes = bytesToSave(state, selected);
  const allBytes = bytesToSave(
    state,
    state.sections.map((section) => section.id),
  );
  const anySaved = state.sections.some((section) => section.saved || section.chosen);

  const toggle = (id: string, on: boolean) =>
    setChosen((now) => (on ? [...now.filter((x) => x !== id), id] : now.filter((x) => x !== id)));
  // Closed the browser's way, which gives the focus back to the footer button; then `onClose`.
  const close = () => dialog.current?.close();
  const save = (selection: Selection) => {
    onSave(selection);
    close();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected.length) save({sections: selected});
  };
  const removeOne = (id: string) => {
    focusAfterRemoval.current = id;
    onRemove({sections: [id]});
  };

  return createPortal(
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={headingId}
      aria-describedby={introId}
      onClose={onClose}
    >
      <form onSubmit={submit}>
        <div className={styles.head}>
          <h2 id={headingId} className={styles.title}>
            Make available offline
          </h2>
          <button type="button" className="button button--sm button--secondary" onClick={close}>
            Close
          </button>
        </div>
        <p id={introId}>
          Save a section to read all its pages without a network. The pages you open are kept anyway. Scripts, styles
          and the search index are saved once, with the first section.
        </p>
        <fieldset className={styles.sections}>
          <legend>Sections</legend>
          <ul className={styles.list}>
            {state.sections.map((section) => (
              <li key={section.id} className={styles.row}>
                {section.saved ? (
                  <>
                    <span className={styles.label}>
                      <span className={styles.mark} aria-hidden="true">
                        ✓
                      </span>
                      {section.label}
                      <span className={styles.detail}>{pages(section.pages)}, saved</span>
                    </span>
                    <button
                      type="button"
                      className="button button--sm button--outline button--primary"
                      aria-label={`Remove ${section.label}`}
                      disabled={saving}
                      onClick={() => removeOne(section.id)}
                    >
                      Remove
                    </button>
                  </>
                ) : (
                  <label className={styles.label} htmlFor={`${boxId}-${section.id}`}>
                    <input
                      id={`${boxId}-${section.id}`}
                      type="checkbox"
                      checked={selected.includes(section.id)}
                      onChange={(event) => toggle(section.id, event.target.checked)}
                    />
                    {section.label}
                    <span className={styles.detail}>
                      {pages(section.pages)}, {formatBytes(bytesToSave(state, [section.id]))}
                      {section.chosen ? ', not complete' : ''}
                    </span>
                  </label>
                )}
              </li>
            ))}
          </ul>
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={saving || selected.length === 0}>
            {selected.length ? `Save selected (${formatBytes(selectedBytes)})` : 'Save selected'}
          </button>
          {!state.siteSaved && (
            <button
              type="button"
              className="button button--secondary"
              disabled={saving}
              onClick={() => save({all: true})}
            >
              Save the whole site ({formatBytes(allBytes)})
            </button>
          )}
          {anySaved && (
            <button
              type="button"
              className="button button--outline button--primary"
              disabled={saving}
              onClick={() => onRemove({all: true})}
            >
              Remove all saved sections
            </button>
          )}
        </div>
        {saving && <p className={styles.note}>Saving or removing is under way: the buttons wait for it.</p>}
      </form>
    </dialog>,
    document.body,
  );
}
