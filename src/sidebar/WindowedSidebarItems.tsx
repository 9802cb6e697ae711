/**
 * A long sidebar list (more than WINDOW_ABOVE items) rendered as a window around the current
 * page's item (item-window.ts), on the server and at hydration alike. The rest comes in the
 * browser, WINDOW_STEP items at a time: a button at each end of the window ("Show 100 of 975
 * later pages") adds them on its side, and the later ones also come when the reader scrolls the
 * button into view.
 *
 * The items are the theme's own (DocSidebarItem), keyed by their place in the whole list, in the
 * theme's expanded-state provider, so a category inside keeps its state as the window grows.
 * After the button adds items, focus moves to the added item next to where the window ended, so
 * a keyboard or screen reader user goes on from where they were.
 */
import React, {useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {DocSidebarItemsExpandedStateProvider, isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import DocSidebarItem from '@theme/DocSidebarItem';
import type {Props as DocSidebarItemsProps} from '@theme/DocSidebarItems';
import {extended, showMoreLabel, stillHolds, windowAround, type ItemWindow, type Side} from './item-window';
import styles from './styles.module.css';

interface Props extends Omit<DocSidebarItemsProps, 'items'> {
  /** The list's visible items (the theme's useVisibleSidebarItems). */
  readonly items: readonly PropSidebarItem[];
}

/** The first link or button of the list's item `index` (the window starting at `start`, after the list's first `skip` children). */
function focusableAt(list: HTMLElement, index: number, start: number, skip: number): HTMLElement | null {
  return list.children[skip + index - start]?.querySelector<HTMLElement>('a, button') ?? null;
}

/** A button at one end of the window: adds the next items on its side. */
function ShowMore({
  side,
  hidden,
  tabIndex,
  onShow,
  itemRef,
}: {
  side: Side;
  hidden: number;
  tabIndex: number | undefined;
  onShow: (side: Side, list: HTMLElement | null) => void;
  itemRef?: React.Ref<HTMLLIElement>;
}): ReactNode {
  return (
    <li className="menu__list-item" ref={itemRef}>
      <button
        type="button"
        className={`clean-btn menu__link ${styles.showMore}`}
        tabIndex={tabIndex}
        onClick={(event) => onShow(side, event.currentTarget.closest('ul'))}
      >
        {showMoreLabel(side, hidden)}
      </button>
    </li>
  );
}

export default function WindowedSidebarItems({items, ...props}: Props): ReactNode {
  const count = items.length;
  const active = items.findIndex((item) => isActiveSidebarItem(item, props.activePath));
  const [grown, setGrown] = useState<ItemWindow | null>(null);
  // A window the reader grew stays while it holds the current page; else the first one around it.
  const shown = grown && stillHolds(grown, active, count) ? grown : windowAround(active, count);
  const after = useRef<HTMLLIElement>(null);
  const focusNext = useRef<{list: HTMLElement; index: number} | null>(null);
  const {start, end} = shown;

  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    focusableAt(target.list, target.index, start, start > 0 ? 1 : 0)?.focus();
  }, [start, end]);

  // Scrolling to the later items' button adds them (the earlier ones wait for a press: adding
  // items above would push what the reader is looking at down). Not while the keyboard moves
  // through the list: Tab scrolls the button into view before it reaches it, and the reader
  // would find the list changed under them (and lose focus with the button).
  useEffect(() => {
    const item = after.current;
    if (!item || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      const focus = document.activeElement;
      if (focus && item.parentElement?.contains(focus) && focus.matches(':focus-visible')) return;
      setGrown(extended({start, end}, 'after', count));
    });
    observer.observe(item);
    return () => observer.disconnect();
  }, [start, end, count]);

  const onShow = (side: Side, list: HTMLElement | null) => {
    if (list) focusNext.current = {list, index: side === 'after' ? end : start - 1};
    setGrown(extended(shown, side, count));
  };

  return (
    <DocSidebarItemsExpandedStateProvider>
      {start > 0 && <ShowMore side="before" hidden={start} tabIndex={props.tabIndex} onShow={onShow} />}
      {items.slice(start, end).map((item, offset) => (
        <DocSidebarItem key={start + offset} item={item} index={start + offset} {...props} />
      ))}
      {end < count && (
        <ShowMore side="after" hidden={count - end} tabIndex={props.tabIndex} onShow={onShow} itemRef={after} />
      )}
    </DocSidebarItemsExpandedStateProvider>
  );
}
