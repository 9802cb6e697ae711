/**
 * The theme's CodeBlock (ejected: the theme's remounts every block once the page has hydrated,
 * to repaint the inline colours of the server's default colour mode, which costs every code
 * block a second render and a rebuilt DOM). Here colours are classes for both modes
 * (src/code/token-colours.ts), so the block hydrated from the server is already right.
 */
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/**
 * As the theme: children made one string when they are plain strings, so the block can be
 * highlighted and copied; React elements are rendered as they are.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
