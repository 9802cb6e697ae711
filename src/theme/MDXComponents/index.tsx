/**
 * The theme's MDX components, with `Diagram`, the element each ```mermaid block becomes at
 * compile time (plugins/diagrams/remark.ts), and `CodeInline`, the element a table cell's long
 * identifier becomes with its break points (plugins/rehype-tables).
 */
import MDXComponents from '@theme-original/MDXComponents';
import CodeInline from '@theme/CodeInline';
import Diagram from '@site/src/components/Diagram';

export default {...MDXComponents, Diagram, CodeInline};
