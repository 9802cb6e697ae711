/**
 * The theme's MDX components, `Diagram`: the element each ```mermaid block becomes at compile
 * time (plugins/diagrams/remark.ts), and `SearchWords`, a section's search words, which any page
 * may use without an import.
 */
import MDXComponents from '@theme-original/MDXComponents';
import Diagram from '@site/src/components/Diagram';
import SearchWords from '@site/src/components/SearchWords';

export default {...MDXComponents, Diagram, SearchWords};
