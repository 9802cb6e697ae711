/**
 * The theme's mobile drawer, with Escape to close it and the shared state of its two menus
 * (src/shell/drawer), so the main menu can lead back to the docs menu.
 */
import React, {type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {DrawerMenusProvider} from '@site/src/shell/drawer/DrawerMenus';
import {useEscapeCloses} from '@site/src/shell/drawer/use-escape-closes';

type Props = WrapperProps<typeof MobileSidebarType>;

export default function MobileSidebarWrapper(props: Props): ReactNode {
  useEscapeCloses();
  return (
    <DrawerMenusProvider>
      <MobileSidebar {...props} />
    </DrawerMenusProvider>
  );
}
