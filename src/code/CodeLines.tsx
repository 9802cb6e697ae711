/**
 * The highlighted lines of a code block: Prism's tokens, coloured by classes (token-colours.ts).
 * Prism and its languages load with this module: the server renders every page with it, the
 * browser loads it only to draw a block that was not server-rendered (lines.client.tsx).
 */
import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {Prism, useTokenize, type PrismTheme} from 'prism-react-renderer';
import {Lines, tokenPropsWith} from './lines';
import {tokenColourClasses} from './token-colours';

// The theme registers the site's additional languages from a client module at startup;
// plugins/code-blocks turns that module off, so they are registered where Prism is loaded.
prismIncludeLanguages(Prism);

export default function CodeLines({metadata}: {metadata: CodeBlockMetadata}): ReactNode {
  const {prism} = useThemeConfig();
  const themes = {light: prism.theme as PrismTheme, dark: (prism.darkTheme ?? prism.theme) as PrismTheme};
  // As prism-react-renderer's Highlight: lower-case language names, hooks around tokenize.
  const language = metadata.language.toLowerCase();
  const lines = useTokenize({prism: Prism, code: metadata.code, grammar: Prism.languages[language], language});
  return (
    <Lines
      lines={lines}
      metadata={metadata}
      getTokenProps={tokenPropsWith((types) => tokenColourClasses(types, themes))}
    />
  );
}
