import React, {useMemo, useRef} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Redoc from '@theme/Redoc';
import spec from '@jaqpot/openapi-spec';
import {useLabelledSelects, visibleCaption} from '../a11y/use-labelled-selects';
import styles from './styles.module.css';
import './redoc-overrides.css';

const exampleName = (select: HTMLSelectElement) => visibleCaption(select, 'Example');

/** Redoc's three-column layout does not fit the doc column: keep it single-column at any width. */
const SINGLE_COLUMN = {theme: {breakpoints: {medium: '130rem', large: '130rem'}}};
/**
 * Dark mode: Redoc's status colours (green 200, red 4xx, "required") are below 4.5:1 on the dark
 * background. Redoc derives its tints from these, so they are theme options, not CSS.
 */
const DARK = {
  theme: {
    ...SINGLE_COLUMN.theme,
    colors: {success: {main: '#3fb950'}, error: {main: '#ff7b72'}, warning: {main: '#e3b341'}},
    schema: {requireLabelColor: '#ff7b72'},
  },
};

/**
 * The interactive reference of the contract, server-rendered (its text is in the HTML), with a
 * link to the YAML it is built from. Imported only by the full-api-reference page, so Redoc and the
 * document stay out of every other page's JavaScript.
 */
export default function ApiReference(): React.ReactElement {
  const yamlUrl = useBaseUrl('/openapi/jaqpot-api.yaml');
  const root = useRef<HTMLDivElement>(null);
  useLabelledSelects(root, exampleName);
  // The server renders light mode; switch after hydration, as Redoc itself does.
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const dark = isBrowser && colorMode === 'dark';
  const overrides = useMemo(() => (dark ? DARK : SINGLE_COLUMN), [dark]);
  return (
    <div className={styles.reference} ref={root}>
      <p>
        {/* A plain anchor: the file is a static asset, not a route for the router. */}
        <a href={yamlUrl} download="jaqpot-api.yaml">
          Download the OpenAPI specification (YAML)
        </a>
      </p>
      {/* The search index reads the operations from the contract, not from Redoc's markup. */}
      <div data-search-exclude="">
        <Redoc spec={spec} url={yamlUrl} optionsOverrides={overrides} />
      </div>
    </div>
  );
}
