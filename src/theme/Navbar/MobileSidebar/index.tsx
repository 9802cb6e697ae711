/**
 * The theme's mobile drawer, with Escape to close it and the shared state of its two menus
 * (src/shell/drawer), so the main menu can lead back to the docs menu.
 *
 * The drawer's menus are rendered when the reader first opens it, not at startup: the theme
 * renders them on every phone-sized page load, which costs the whole docs sidebar (~400
 * elements) in the startup work, and their links, sliding past the viewport as the closed
 * drawer switches to the docs menu, made the theme prefetch every page they name.
 */
import React, {useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {DrawerMenusProvider} from '@site/src/shell/drawer/DrawerMenus';
import {useEscapeCloses} from '@site/src/shell/drawer/use-escape-closes';

type Props = WrapperProps<typeof MobileSidebarType>;

export default function MobileSidebarWrapper(props: Props): ReactNode {
  useEscapeCloses();
  const {shown} = useNavbarMobileSidebar();
  // Once opened, the drawer stays rendered, so closing it slides it out.
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <DrawerMenusProvider>
      <MobileSidebar {...props} />
    </DrawerMenusProvider>
  );
}
