/**
 * The modal's hit list as assistive technology needs it, fixed each time DocSearch renders it:
 * the hit's link is the listbox option, each list has the id the input points to, and the
 * offline modal names no third party.
 */
import {useEffect, type RefObject} from 'react';

/**
 * DocSearch puts `role="option"` on the `<li>` and the hit's link inside it: a
 * focusable link inside an option is axe's `nested-interactive` violation. The
 * link becomes the option instead (ARIA allows `option` on `a[href]`): role, id
 * (the input's `aria-activedescendant`) and `aria-selected` move from the
 * `<li>` (now `role="none"`) to its link, each time DocSearch renders them.
 */
export function promoteHitLinks(root: ParentNode): void {
  // DocSearch 3 gives every group's list the id "docsearch-list", while the input's
  // aria-controls names "docsearch-hits{N}-list": each list takes the id its options imply.
  for (const list of Array.from(root.querySelectorAll('.DocSearch-Hits ul[role="listbox"]'))) {
    const group = /^docsearch-hits(\d+)-item-/.exec(list.querySelector('[id^="docsearch-hits"]')?.id ?? '')?.[1];
    if (group !== undefined && list.id !== `docsearch-hits${group}-list`) list.id = `docsearch-hits${group}-list`;
  }
  for (const li of Array.from(root.querySelectorAll('li.DocSearch-Hit'))) {
    const link = li.querySelector(':scope > a');
    if (!link) continue;
    for (const name of ['id', 'aria-selected', 'role']) {
      const value = li.getAttribute(name);
      if (value === null || (name === 'role' && value === 'none')) continue;
      if (link.getAttribute(name) !== value) link.setAttribute(name, value);
      if (name === 'role') li.setAttribute('role', 'none');
      else li.removeAttribute(name);
    }
  }
}

export function useHitOptions(container: RefObject<HTMLDivElement | null>, isOpen: boolean): void {
  useEffect(() => {
    const root = container.current;
    if (!isOpen || !root) return;
    const update = () => {
      promoteHitLinks(root);
      // The offline search names no third party: DocSearch's "Powered by" logo and link go.
      root.querySelector('.DocSearch-Logo')?.remove();
    };
    const observer = new MutationObserver(update);
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-selected', 'role', 'id'],
    });
    update();
    return () => observer.disconnect();
  }, [container, isOpen]);
}
