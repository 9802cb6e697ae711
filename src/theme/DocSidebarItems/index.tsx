/**
 * The theme's sidebar list, but a list of more than WINDOW_ABOVE items renders a window of them
 * around the current page (src/sidebar/WindowedSidebarItems.tsx); shorter lists are the theme's.
 */
import React, {memo, type ReactNode} from 'react';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import type DocSidebarItemsType from '@theme/DocSidebarItems';
import type {WrapperProps} from '@docusaurus/types';
import {useVisibleSidebarItems} from '@docusaurus/plugin-content-docs/client';
import {WINDOW_ABOVE} from '@site/src/sidebar/item-window';
import WindowedSidebarItems from '@site/src/sidebar/WindowedSidebarItems';

type Props = WrapperProps<typeof DocSidebarItemsType>;

function DocSidebarItemsWrapper(props: Props): ReactNode {
  const visible = useVisibleSidebarItems(props.items, props.activePath);
  if (visible.length <= WINDOW_ABOVE) return <DocSidebarItems {...props} />;
  return <WindowedSidebarItems {...props} items={visible} />;
}

export default memo(DocSidebarItemsWrapper);
