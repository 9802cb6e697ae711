import React, {type ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import OfflineControl from '@site/src/offline/OfflineControl';

type Props = WrapperProps<typeof CopyrightType>;

/** The footer's last line, with the "Make available offline" control above it. */
export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <OfflineControl />
      <Copyright {...props} />
    </>
  );
}
