import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/** The site's tagline (`tagline` in docusaurus.config.ts), as the lead line of the introduction. */
export default function Tagline(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <p className={styles.tagline}>{siteConfig.tagline}</p>;
}
