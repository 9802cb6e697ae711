/**
 * Which of the mobile drawer's two menus shows: the main menu (navbar items) or the docs
 * menu (the docs sidebar). The theme keeps this state itself but offers only `hide()`, the
 * way from the docs menu to the main menu; this adds the way back. The docs menu shows when
 * the theme shows it or the reader asked for it here; closing the drawer forgets the request,
 * so the drawer opens on the docs menu as the theme intends.
 */
import React, {createContext, useCallback, useContext, useMemo, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';

/** The menu the reader last switched to with a button, so that menu's button can take focus. */
type Switched = 'docs' | 'main' | null;

type DrawerMenus = {
  docsMenuShown: boolean;
  switched: Switched;
  showDocsMenu: () => void;
  showMainMenu: () => void;
};

const Context = createContext<DrawerMenus | null>(null);

export function DrawerMenusProvider({children}: {children: ReactNode}): ReactNode {
  const {shown: drawerOpen} = useNavbarMobileSidebar();
  const {shown: themeShowsDocs, hide} = useNavbarSecondaryMenu();
  const [docsRequested, setDocsRequested] = useState(false);
  const [switched, setSwitched] = useState<Switched>(null);

  // Closing the drawer forgets the request, in the same render (React's pattern for state
  // that follows a prop: https://react.dev/learn/you-might-not-need-an-effect).
  const [wasOpen, setWasOpen] = useState(drawerOpen);
  if (wasOpen !== drawerOpen) {
    setWasOpen(drawerOpen);
    if (!drawerOpen) {
      setDocsRequested(false);
      setSwitched(null);
    }
  }

  const showDocsMenu = useCallback(() => {
    setDocsRequested(true);
    setSwitched('docs');
  }, []);
  const showMainMenu = useCallback(() => {
    setDocsRequested(false);
    setSwitched('main');
    hide();
  }, [hide]);

  const value = useMemo(
    () => ({docsMenuShown: themeShowsDocs || docsRequested, switched, showDocsMenu, showMainMenu}),
    [themeShowsDocs, docsRequested, switched, showDocsMenu, showMainMenu],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useDrawerMenus(): DrawerMenus {
  const value = useContext(Context);
  if (!value) throw new Error('useDrawerMenus needs a DrawerMenusProvider (src/theme/Navbar/MobileSidebar).');
  return value;
}
