/**
 * Below 1440 px Redoc's menu column would take the room the operations need (at 1280 px, beside
 * the docs sidebar, it left them about 600 px): it folds away (redoc-overrides.css), and this
 * button opens it as a panel over the page. It replaces Redoc's own round menu button
 * (`hideFab` in config/redoc.ts), a `div` a keyboard cannot reach that covered Docusaurus's
 * back-to-top button on phones; this one sits above that button.
 *
 * The button is the page's, not Redoc's: it works on the server's HTML before Redoc runs.
 */
import React, {useEffect, useState, type RefObject} from 'react';
import styles from './styles.module.css';

/**
 * Whether the folded menu is open (the reference's `data-api-menu`, read by redoc-overrides.css),
 * and its toggle. Escape closes it, and so does choosing a section or an operation.
 */
export function useFoldedMenu(button: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    // A section or operation chosen, or a click beside the panel: the panel gives way (a group of
    // the menu only opens or closes).
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (button.current?.contains(target)) return;
      const item = target.closest('.menu-content li[role="menuitem"]');
      if (item ? !item.querySelector('ul') : !target.closest('.menu-content')) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, button]);
  return {open, toggle: () => setOpen((o) => !o)};
}

/** Three lines while the menu is folded, a cross while it is open. */
function MenuIcon({open}: {open: boolean}): React.ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 6h16M4 12h16M4 18h10'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export default function MenuToggle({
  open,
  onToggle,
  button,
}: {
  open: boolean;
  onToggle: () => void;
  button: RefObject<HTMLButtonElement | null>;
}): React.ReactElement {
  return (
    <button type="button" ref={button} className={styles.menuToggle} aria-expanded={open} onClick={onToggle}>
      <MenuIcon open={open} />
      API menu
    </button>
  );
}
