import {createElement, type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';

import {headingTag} from './members';

/**
 * A heading with an anchor, lighter than @theme/Heading (which repeats the id
 * in the link's title and aria-label): the large legacy pages have hundreds.
 * It registers the anchor for Docusaurus's broken-anchor check all the same.
 */
export default function AnchorHeading({
  level,
  id,
  children,
}: {
  level: number;
  id: string;
  children: ReactNode;
}): ReactNode {
  useBrokenLinks().collectAnchor(id);
  const anchorClass = useAnchorTargetClassName(id);
  return createElement(
    headingTag(level),
    {id, className: clsx('anchor', anchorClass)},
    children,
    <a className="hash-link" href={`#${id}`} aria-label="Direct link to this heading">
      &#8203;
    </a>,
  );
}
