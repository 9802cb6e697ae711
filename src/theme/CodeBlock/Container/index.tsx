/**
 * The theme's code block frame (ejected: the theme's sets the current mode's Prism colours as
 * inline variables, which hydration does not update when the reader's mode is not the server's).
 * The variables come from the stylesheet plugins/code-blocks writes, per colour mode.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  // Polymorphic props do not narrow in TypeScript; the theme's own frame is typed loosely too.
  const As = as as 'div';
  return (
    <As
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
