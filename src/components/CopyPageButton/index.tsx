import React, {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {markdownPath} from '@site/src/shared/markdown-path';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

const BUTTON = 'button button--sm button--outline button--secondary';

const labels: Record<CopyState, string> = {
  idle: 'Copy page as Markdown',
  copied: 'Copied as Markdown',
  failed: 'Copy failed: open the .md page',
};

/**
 * Puts the page's Markdown copy (written after the build by the llms-txt writer) on the
 * clipboard. The text is fetched on click, so the button costs readers nothing until used.
 */
export default function CopyPageButton(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const href = markdownPath(metadata.permalink, siteConfig.baseUrl);
  const [state, setState] = useState<CopyState>('idle');

  async function copy() {
    try {
      const response = await fetch(href);
      if (!response.ok) {
        throw new Error(`${href} answered ${response.status}`);
      }
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 4000);
  }

  return (
    <div className={styles.bar}>
      <Head>
        <link rel="alternate" type="text/markdown" href={href} />
      </Head>
      <button type="button" className={BUTTON} onClick={copy}>
        <span aria-live="polite">{labels[state]}</span>
      </button>
      {/* A link (it opens the .md file), in the button's look: the two sit side by side. */}
      <a className={BUTTON} href={href} target="_self">
        View as Markdown
      </a>
    </div>
  );
}
