/** A code block's lines as plain text, as Prism would split them: shown until the highlighter loads. */
import React, {type ReactNode} from 'react';
import type {CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import type {Token} from 'prism-react-renderer';
import {Lines, tokenPropsWith} from './lines';

const plainProps = tokenPropsWith(() => '');

export default function PlainLines({metadata}: {metadata: CodeBlockMetadata}): ReactNode {
  // prism-react-renderer's normalizeTokens: one plain token per line, empty lines marked empty.
  const lines: Token[][] = metadata.code
    .split(/\r\n|\r|\n/)
    .map((content) => [content ? {types: ['plain'], content} : {types: ['plain'], content: '\n', empty: true}]);
  return <Lines lines={lines} metadata={metadata} getTokenProps={plainProps} />;
}
