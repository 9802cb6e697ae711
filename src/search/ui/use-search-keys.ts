/**
 * The search shortcuts (specification, search modal): Ctrl or Cmd plus K opens and closes,
 * "/" opens unless a text field has focus (a focused button or caret does not count), Escape
 * closes, and a character typed on the focused search button opens with it as the query.
 * Ctrl or Cmd pressed alone is a sign of interest: the search starts loading before the K.
 */
import {useEffect, type RefObject} from 'react';

/** Fields where "/" is typed text, not a shortcut. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true;
  const nonText = ['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'file', 'color', 'range', 'hidden'];
  return target instanceof HTMLInputElement && !nonText.includes(target.type);
}

export interface SearchKeys {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A character typed on the focused button. */
  onInput: (key: string) => void;
  /** Ctrl or Cmd went down, K may follow. */
  onIntent: () => void;
  button: RefObject<HTMLButtonElement | null>;
}

/**
 * Ctrl or Cmd down, and K is a likely next key: not while text is selected (a copy is more
 * likely) or typed in (its own shortcuts), so readers who never search load nothing.
 */
function mayBeShortcut(event: KeyboardEvent, target: EventTarget | null): boolean {
  if (event.repeat || (event.key !== 'Control' && event.key !== 'Meta')) return false;
  return !isTextField(target) && !window.getSelection()?.toString();
}

export function useSearchKeys({isOpen, onOpen, onClose, onInput, onIntent, button}: SearchKeys): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.composedPath()[0] ?? event.target;
      if (!isOpen && mayBeShortcut(event, target)) onIntent();
      else if (
        event.key?.toLowerCase() === 'k' &&
        (event.metaKey || event.ctrlKey) &&
        !event.altKey &&
        !event.shiftKey
      ) {
        event.preventDefault();
        if (isOpen) onClose();
        else onOpen();
      } else if (event.key === 'Escape' && isOpen) {
        event.preventDefault();
        onClose();
      } else if (
        event.key === '/' &&
        !isOpen &&
        !isTextField(target) &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey
      ) {
        event.preventDefault();
        onOpen();
      } else if (
        !isOpen &&
        target === button.current &&
        event.key.length === 1 &&
        event.key !== ' ' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey
      ) {
        event.preventDefault(); // the key becomes the initial query, not a second character
        onInput(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, onIntent, button]);
}
