import React, {useRef} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Redoc from '@theme/Redoc';
import spec from '@jaqpot/openapi-spec';
import {useLabelledSelects, visibleCaption} from '../a11y/useLabelledSelects';
import styles from './styles.module.css';
import './redoc-overrides.css';

const exampleName = (select: HTMLSelectElement) => visibleCaption(select, 'Example');

/** Redoc's three-column layout does not fit the doc column: keep it single-column at any width. */
const SINGLE_COLUMN = {theme: {breakpoints: {medium: '130rem', large: '130rem'}}};

/**
 * The interactive reference of the contract, server-rendered (its text is in the HTML), with a
 * link to the YAML it is built from. Imported only by the full-api-reference page, so Redoc and the
 * document stay out of every other page's JavaScript.
 */
export default function ApiReference(): React.ReactElement {
  const yamlUrl = useBaseUrl('/openapi/jaqpot-api.yaml');
  const root = useRef<HTMLDivElement>(null);
  useLabelledSelects(root, exampleName);
  return (
    <div className={styles.reference} ref={root}>
      <p>
        {/* A plain anchor: the file is a static asset, not a route for the router. */}
        <a href={yamlUrl} download="jaqpot-api.yaml">
          Download the OpenAPI document (YAML)
        </a>
      </p>
      <Redoc spec={spec} url={yamlUrl} optionsOverrides={SINGLE_COLUMN} />
    </div>
  );
}
