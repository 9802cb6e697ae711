/**
 * A diagram drawn ahead of the build (plugins/diagrams): its light and dark SVGs inline, CSS
 * showing the one of the colour mode (src/css/custom.css; light without a mode, as before any
 * script runs). `data-mermaid` keeps the source, which the page's Markdown copy writes back as a
 * ```mermaid block (plugins/llms-txt). Diagrams keep their natural size: where one is wider than
 * the column, its box scrolls sideways (shadows at its edges say so) and, once the page runs,
 * takes keyboard focus with a label, so that the arrow keys scroll it; a box that does not
 * scroll stays out of the tab order. Whether it scrolls depends on the column's width, known
 * only in the browser, so a small effect measures it.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';

type Props = {source: string; light: string; dark: string};

export default function Diagram({source, light, dark}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const {colorMode} = useColorMode();
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    // The two modes' SVGs differ a little in width: measured again when the mode changes.
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [colorMode]);
  return (
    <figure className="jaqpot-diagram" data-mermaid={source}>
      <div
        ref={box}
        className="jaqpot-scroll-x"
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'group' : undefined}
        aria-label={scrolls ? 'Diagram, scrolls sideways' : undefined}
      >
        <div className="jaqpot-diagram-light" dangerouslySetInnerHTML={{__html: light}} />
        <div className="jaqpot-diagram-dark" dangerouslySetInnerHTML={{__html: dark}} />
      </div>
    </figure>
  );
}
