import React from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Browser stand-in for Redocusaurus's `ServerStyles`, which the server renders as two `<style>`
 * elements (Redoc's CSS, prefixed per colour mode). The theme's own stand-in renders an empty
 * `<div>`: React 19 reports that as a hydration mismatch (error #418) and renders the whole
 * reference again in the browser.
 *
 * Declaring the children as raw HTML makes hydration keep the server's styles as they are.
 * Once hydrated, Redoc's components have added their own styles, so the server's copies go:
 * their mode prefixes outrank the site's accessibility fixes (redoc-overrides.css).
 */
export function ServerStyles(): React.ReactElement {
  // False on the server and while hydrating, true from the render after hydration on.
  const hydrated = useIsBrowser();
  return hydrated ? (
    <div key="browser" className="redocusaurus-styles" />
  ) : (
    <div key="server" className="redocusaurus-styles" dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
  );
}
