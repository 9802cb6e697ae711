/**
 * The theme's Mermaid diagram in a box that scrolls sideways. Diagrams keep their natural size
 * (`useMaxWidth: false` in config/mermaid.ts): shrunk to a phone's width, a sequence diagram's
 * text was about 5 px. Where a diagram is wider than the column, the box scrolls (shadows at its
 * edges say so, src/css/custom.css) and takes keyboard focus, so that the arrow keys scroll it.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    // The diagram is drawn after the page renders, and again when the colour mode changes.
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const drawn = new MutationObserver(measure);
    drawn.observe(element, {childList: true, subtree: true});
    return () => {
      observer.disconnect();
      drawn.disconnect();
    };
  }, []);
  return (
    <div
      ref={box}
      className="jaqpot-scroll-x jaqpot-diagram"
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'group' : undefined}
      aria-label={scrolls ? 'Diagram, scrolls sideways' : undefined}
    >
      <Mermaid {...props} />
    </div>
  );
}
