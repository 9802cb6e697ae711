import React, {type ReactNode} from 'react';
import PwaReloadPopup from '@theme-original/PwaReloadPopup';
import type PwaReloadPopupType from '@theme/PwaReloadPopup';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof PwaReloadPopupType>;

/** The popup appears without focus moving to it: a status role lets screen readers announce it. */
export default function PwaReloadPopupWrapper(props: Props): ReactNode {
  return (
    <div role="status">
      <PwaReloadPopup {...props} />
    </div>
  );
}
