import React, {useEffect, useState} from 'react';

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
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <div key="browser" className="redocusaurus-styles" />
  ) : (
    <div key="server" className="redocusaurus-styles" dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
  );
}
