import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {hasNotebook, notebookPath} from '@site/src/shared/notebook-path';
import styles from './styles.module.css';

/**
 * "Download notebook" on pages whose front matter says `notebook: true`: a plain download link
 * to the notebook plugins/notebooks wrote after the build (the browser names the file from the
 * URL). It runs no code when used, and the page knows from its own front matter that the
 * notebook exists.
 */
export default function NotebookDownload(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  if (!hasNotebook(frontMatter)) return null;
  return (
    <a className={styles.link} href={notebookPath(metadata.permalink, siteConfig.baseUrl)} download>
      Download notebook
    </a>
  );
}
