/**
 * The theme's sidebar list, but a list of more than WINDOW_ABOVE items renders a window of them
 * around the current page (src/sidebar/WindowedSidebarItems.tsx); shorter lists are the theme's.
 *
 * A list of at most WINDOW_ABOVE items goes to the theme as it is, without counting its visible
 * items first: the theme's list counts them itself, and each count walks every item under the
 * list's categories (the root list's count walks the whole sidebar), for every page rendered.
 */
import React, {memo, type ReactNode} from 'react';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import type DocSidebarItemsType from '@theme/DocSidebarItems';
import type {WrapperProps} from '@docusaurus/types';
import {useVisibleSidebarItems} from '@docusaurus/plugin-content-docs/client';
import {WINDOW_ABOVE} from '@site/src/sidebar/item-window';
import WindowedSidebarItems from '@site/src/sidebar/WindowedSidebarItems';

type Props = WrapperProps<typeof DocSidebarItemsType>;

/** A list of more than WINDOW_ABOVE items: windowed when more than WINDOW_ABOVE of them are visible. */
function LongSidebarItems(props: Props): ReactNode {
  const visible = useVisibleSidebarItems(props.items, props.activePath);
  if (visible.length <= WINDOW_ABOVE) return <DocSidebarItems {...props} />;
  return <WindowedSidebarItems {...props} items={visible} />;
}

function DocSidebarItemsWrapper(props: Props): ReactNode {
  // The visible items are some of the items: a short list has few enough.
  if (props.items.length <= WINDOW_ABOVE) return <DocSidebarItems {...props} />;
  return <LongSidebarItems {...props} />;
}

export default memo(DocSidebarItemsWrapper);
