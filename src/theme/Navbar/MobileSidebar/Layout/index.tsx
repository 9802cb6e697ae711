/**
 * The theme's mobile drawer layout (ejected: the theme's layout reads which menu shows from
 * its own state, which offers no way back to the docs menu; this one reads
 * src/shell/drawer/DrawerMenus.tsx, which adds it). The hidden menu is inert, as in the theme.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/Navbar/MobileSidebar/Layout';
import {useDrawerMenus} from '@site/src/shell/drawer/DrawerMenus';

function NavbarMobileSidebarPanel({children, inert}: {children: ReactNode; inert: boolean}) {
  return (
    <div className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.panel, 'navbar-sidebar__item menu')} inert={inert}>
      {children}
    </div>
  );
}

export default function NavbarMobileSidebarLayout({header, primaryMenu, secondaryMenu}: Props): ReactNode {
  const {docsMenuShown} = useDrawerMenus();
  return (
    <div className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.container, 'navbar-sidebar')}>
      {header}
      <div className={clsx('navbar-sidebar__items', {'navbar-sidebar__items--show-secondary': docsMenuShown})}>
        <NavbarMobileSidebarPanel inert={docsMenuShown}>{primaryMenu}</NavbarMobileSidebarPanel>
        <NavbarMobileSidebarPanel inert={!docsMenuShown}>{secondaryMenu}</NavbarMobileSidebarPanel>
      </div>
    </div>
  );
}
