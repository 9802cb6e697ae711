/**
 * The reference as the server renders it (the server bundle's `@jaqpot/api-reference-body`; the
 * browser gets ClientReference.tsx): Redoc on the contract in light mode, and the stylesheet that
 * styles that markup in both colour modes (mode-styles.ts).
 */
import React from 'react';
import {renderToString} from 'react-dom/server';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {AppStore, Redoc, type RedocRawOptions} from 'redoc';
import {ServerStyleSheet} from 'styled-components';
import spec from '@jaqpot/openapi-spec';
import {modeStylesheet, type ModeRender} from './mode-styles';
import {modeOptions, useThemeData} from './options';
import type {BodyProps} from './body';

type MenuItem = {id: string; items: MenuItem[]};

/** The markup and styles of Redoc on the contract with `options`. */
function renderMode(specUrl: string, options: RedocRawOptions): ModeRender {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<Redoc store={new AppStore(spec, specUrl, options)} />));
    return {html, css: String(sheet.instance)};
  } finally {
    sheet.seal();
  }
}

/** Links elsewhere on the site may point at any menu item, also by its short form (`operation/x`). */
function collectAnchors(collect: (id: string) => void, items: MenuItem[], parent = ''): void {
  for (const item of items) {
    collect(item.id);
    if (parent) collect(item.id.replace(`${parent}/`, ''));
    collectAnchors(collect, item.items, item.id);
  }
}

export default function ServerReference({specUrl, className}: BodyProps): React.ReactElement {
  const options = modeOptions(useThemeData(), false);
  const store = new AppStore(spec, specUrl, options.light);
  const links = useBrokenLinks();
  collectAnchors((id) => links.collectAnchor(id), store.menu.items as MenuItem[]);
  const css = modeStylesheet(renderMode(specUrl, options.light), renderMode(specUrl, options.dark));
  return (
    <>
      <div className="redocusaurus-styles">
        <style dangerouslySetInnerHTML={{__html: css}} />
      </div>
      {/* As ClientReference.tsx renders it before Redoc runs. */}
      <div className={className} data-redoc="static">
        <Redoc store={store} />
      </div>
    </>
  );
}
