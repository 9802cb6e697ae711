/**
 * The theme's not-found content, plus its tab title and a way on. The docs plugin renders
 * this content alone for an unknown path under the docs (without the NotFound page that sets
 * the title), so the title is set here for both.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundWayOn from '@site/src/shell/NotFoundWayOn';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} />
      <NotFoundWayOn />
    </>
  );
}
