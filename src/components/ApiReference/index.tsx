import React, {useRef} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ReferenceBody from '@jaqpot/api-reference-body';
import {useLabelledSelects, visibleCaption} from '../a11y/use-labelled-selects';
import MenuToggle, {useFoldedMenu} from './MenuToggle';
// Redocusaurus's fixes of Redoc's looks inside Docusaurus (its own Redoc component, which would
// import them, is not used: see body.ts).
import 'docusaurus-theme-redoc/dist-jsx/theme/Redoc/styles.css';
import styles from './styles.module.css';
import './redoc-overrides.css';

const exampleName = (select: HTMLSelectElement) => visibleCaption(select, 'Example');

/**
 * The interactive reference of the contract, server-rendered (its text is in the HTML), with a
 * link to the YAML it is built from. Imported only by the full-api-reference page, so Redoc and the
 * document stay out of every other page's JavaScript.
 */
export default function ApiReference(): React.ReactElement {
  const yamlUrl = useBaseUrl('/openapi/jaqpot-api.yaml');
  const root = useRef<HTMLDivElement>(null);
  useLabelledSelects(root, exampleName);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useFoldedMenu(toggle);
  return (
    <div className={styles.reference} ref={root} data-api-menu={menu.open ? 'open' : 'closed'}>
      <p>
        {/* A plain anchor: the file is a static asset, not a route for the router. */}
        <a href={yamlUrl} download="jaqpot-api.yaml">
          Download the OpenAPI specification (YAML)
        </a>
      </p>
      <MenuToggle open={menu.open} onToggle={menu.toggle} button={toggle} />
      {/* The search index reads the operations from the contract, not from Redoc's markup. */}
      <div data-search-exclude="">
        <ReferenceBody specUrl={yamlUrl} className="redocusaurus" />
      </div>
    </div>
  );
}
