/**
 * The button at the top of each drawer menu that switches to the other one: "← Back to main
 * menu" (the theme's label and style) and its counterpart "Back to docs menu →". When the
 * reader switches, focus moves to the button of the menu that now shows, since the menu left
 * behind turns inert and would drop it.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useDrawerMenus} from './DrawerMenus';

export function DrawerMenuButton({to}: {to: 'main' | 'docs'}): ReactNode {
  const {switched, showDocsMenu, showMainMenu} = useDrawerMenus();
  const button = useRef<HTMLButtonElement>(null);
  // This button sits in the menu the other button switches to.
  const arrivedHere = to === 'main' ? 'docs' : 'main';
  useEffect(() => {
    if (switched === arrivedHere) button.current?.focus();
  }, [switched, arrivedHere]);

  return (
    <button
      ref={button}
      type="button"
      className="clean-btn navbar-sidebar__back"
      onClick={to === 'main' ? showMainMenu : showDocsMenu}
    >
      {to === 'main' ? (
        <Translate
          id="theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel"
          description="The label of the back button to return to main menu, inside the mobile navbar sidebar secondary menu (notably used to display the docs sidebar)"
        >
          ← Back to main menu
        </Translate>
      ) : (
        <Translate
          id="shell.navbar.mobileSidebarPrimaryMenu.docsButtonLabel"
          description="The label of the button to return to the docs menu, inside the mobile navbar sidebar main menu"
        >
          Back to docs menu →
        </Translate>
      )}
    </button>
  );
}
