/**
 * The theme's docs menu of the mobile drawer (ejected: a wrapper cannot change what its
 * "Back to main menu" button does, and the button must also clear the request the main
 * menu's "Back to docs menu" made; see src/shell/drawer/DrawerMenus.tsx).
 */
import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import {DrawerMenuButton} from '@site/src/shell/drawer/DrawerMenuButton';

export default function NavbarMobileSidebarSecondaryMenu(): ReactNode {
  const isPrimaryMenuEmpty = useThemeConfig().navbar.items.length === 0;
  const {content} = useNavbarSecondaryMenu();
  return (
    <>
      {/* With no main menu there is nothing to go back to. */}
      {!isPrimaryMenuEmpty && <DrawerMenuButton to="main" />}
      {content}
    </>
  );
}
