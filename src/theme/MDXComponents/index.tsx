/**
 * The theme's MDX components, and `Diagram`: the element each ```mermaid block becomes at
 * compile time (plugins/diagrams/remark.ts).
 */
import MDXComponents from '@theme-original/MDXComponents';
import Diagram from '@site/src/components/Diagram';

export default {...MDXComponents, Diagram};
