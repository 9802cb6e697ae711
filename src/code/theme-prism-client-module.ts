/**
 * Stands in for the theme's client module that loads Prism and registers the site's languages
 * at startup (plugins/code-blocks): src/code/CodeLines.tsx does both where Prism is needed.
 */
export {};
