/**
 * The lines of a code block, drawn by the theme's Line component from tokens. Both renderings
 * of a block use it: the highlighted one (CodeLines.tsx) and the plain one shown while the
 * highlighter loads (PlainLines.tsx), so the two have the same markup but for the colours.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {LineInputProps, LineOutputProps, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';

/** The props prism-react-renderer's getLineProps gives a line, without the theme's inline colour. */
function getLineProps({className, style: _style, line: _line, ...rest}: LineInputProps): LineOutputProps {
  return {...rest, className: clsx('token-line', className)};
}

/**
 * The props prism-react-renderer's getTokenProps gives a token, with colour classes in place of
 * the theme's inline colours. An empty token keeps its inline-block display, as there.
 */
export function tokenPropsWith(colourClasses: (types: string[]) => string) {
  return ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => ({
    ...rest,
    className: clsx('token', ...token.types, colourClasses(token.types), className),
    children: token.content,
    style: token.empty != null ? {display: 'inline-block', ...style} : style,
  });
}

export function Lines({
  lines,
  metadata,
  getTokenProps,
}: {
  lines: Token[][];
  metadata: CodeBlockMetadata;
  getTokenProps: (input: TokenInputProps) => TokenOutputProps;
}): ReactNode {
  return lines.map((line, i) => (
    <Line
      key={i}
      line={line}
      getLineProps={getLineProps}
      getTokenProps={getTokenProps}
      classNames={metadata.lineClassNames[i]}
      showLineNumbers={metadata.lineNumbersStart !== undefined}
    />
  ));
}
