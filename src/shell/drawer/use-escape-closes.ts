/**
 * Escape closes the open mobile drawer and hands focus back to the button that opens it,
 * as a reader expects of a dialog-like panel. A key another widget already handled (the
 * search modal, a menu) is left alone.
 */
import {useEffect} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

export function useEscapeCloses(): void {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      toggle();
      document.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);
}
