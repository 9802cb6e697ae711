/**
 * The search shortcuts (specification, search modal): Ctrl or Cmd plus K opens and closes,
 * "/" opens unless a text field has focus (a focused button or caret does not count), Escape
 * closes, and a character typed on the focused search button opens with it as the query.
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
  button: RefObject<HTMLButtonElement | null>;
}

export function useSearchKeys({isOpen, onOpen, onClose, onInput, button}: SearchKeys): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.composedPath()[0] ?? event.target;
      if (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
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
  }, [isOpen, onOpen, onClose, onInput, button]);
}
