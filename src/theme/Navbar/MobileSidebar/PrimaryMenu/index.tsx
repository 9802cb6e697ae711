/**
 * The theme's main menu of the mobile drawer, led by a way back to the docs menu when the
 * page has one: the counterpart of the docs menu's "Back to main menu".
 */
import React, {type ReactNode} from 'react';
import PrimaryMenu from '@theme-original/Navbar/MobileSidebar/PrimaryMenu';
import type PrimaryMenuType from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import {DrawerMenuButton} from '@site/src/shell/drawer/DrawerMenuButton';

type Props = WrapperProps<typeof PrimaryMenuType>;

export default function PrimaryMenuWrapper(props: Props): ReactNode {
  const {content: docsMenu} = useNavbarSecondaryMenu();
  return (
    <>
      {docsMenu && <DrawerMenuButton to="docs" />}
      <PrimaryMenu {...props} />
    </>
  );
}
