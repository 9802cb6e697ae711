import {markdownPath} from '../../src/shared/markdown-path';
import {hasNotebook, notebookPath} from '../../src/shared/notebook-path';

/** The doc pages of the site in sidebar order, grouped by top-level sidebar section. */
export type OutlineDoc = {
  id: string;
  title: string;
  description: string;
  permalink: string;
  frontMatter?: Record<string, unknown>;
};
export type OutlineSection = {title: string; docs: OutlineDoc[]};

/** The slice of the docs plugin's sidebar items this module reads. */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};

/** Top-level pages that sit outside any category are gathered under this heading. */
export const looseSectionTitle = 'Start here';

/**
 * One section per sidebar category, titled by its path (`jaqpotpy › PyTorch models`), in
 * sidebar order; pages outside any category open the list. Every doc must appear once.
 */
export function outlineFromSidebar(sidebar: SidebarItem[], docs: OutlineDoc[]): OutlineSection[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const seen = new Set<string>();
  const sections: OutlineSection[] = [];
  const take = (id: string | undefined, into: OutlineDoc[]) => {
    const doc = id ? byId.get(id) : undefined;
    if (doc && !seen.has(doc.id)) {
      seen.add(doc.id);
      into.push(doc);
    }
  };
  const walk = (items: SidebarItem[], section: OutlineSection, path: string[]) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        take(item.id, section.docs);
      } else if (item.type === 'category') {
        const titlePath = [...path, item.label];
        const child: OutlineSection = {title: titlePath.join(' › '), docs: []};
        sections.push(child);
        take(item.link?.type === 'doc' ? item.link.id : undefined, child.docs);
        walk(item.items, child, titlePath);
      }
    }
  };
  const loose: OutlineSection = {title: looseSectionTitle, docs: []};
  sections.push(loose);
  walk(sidebar, loose, []);
  const missing = docs.filter((doc) => !seen.has(doc.id));
  if (missing.length > 0) {
    throw new Error(`Docs missing from the sidebar, so from llms.txt: ${missing.map((doc) => doc.id).join(', ')}`);
  }
  return sections.filter((section) => section.docs.length > 0);
}

/**
 * llms.txt: the site, then each section's pages with URL and description, then the pages'
 * Jupyter notebooks (plugins/notebooks writes one for each page whose front matter asks for it).
 */
export function llmsTxt(
  site: {title: string; tagline: string; url: string},
  sections: OutlineSection[],
  baseUrl: string,
): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.tagline} Documentation of the Jaqpot platform, the jaqpotpy Python library, the SDKs and the REST API.`,
    '',
    'Each page is also available as Markdown at its URL plus `.md`; `llms-full.txt` holds every page in one file.',
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const doc of section.docs) {
      lines.push(`- [${doc.title}](${site.url}${doc.permalink}): ${doc.description}`);
    }
  }
  const notebooks = sections.flatMap((section) => section.docs).filter((doc) => hasNotebook(doc.frontMatter));
  if (notebooks.length > 0) {
    lines.push(
      '',
      '## Notebooks',
      '',
      'Each of these pages as a Jupyter notebook: its text, and its Python code as cells.',
      '',
    );
    for (const doc of notebooks) {
      lines.push(
        `- [${doc.title}](${site.url}${notebookPath(doc.permalink, baseUrl)}): notebook of ${site.url}${doc.permalink}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** `pages.json`: the list of llms.txt as data, for tools (the docs server in mcp/ reads it). */
export const PAGES_JSON = 'pages.json';

/** One doc page of `pages.json`: paths are under the site root (`/docs/…`), `url` is absolute. */
export type PageEntry = {
  url: string;
  path: string;
  title: string;
  description: string;
  /** The sidebar section, as llms.txt titles it (`jaqpotpy › scikit-learn models`). */
  section: string;
  /** The page's Markdown copy. */
  markdown: string;
  /** The page's notebook, or null. */
  notebook: string | null;
};

export type PageList = {site: {title: string; url: string; baseUrl: string}; pages: PageEntry[]};

export function pageList(site: {title: string; url: string}, sections: OutlineSection[], baseUrl: string): PageList {
  const pages = sections.flatMap((section) =>
    section.docs.map((doc) => ({
      url: `${site.url}${doc.permalink}`,
      path: doc.permalink,
      title: doc.title,
      description: doc.description,
      section: section.title,
      markdown: markdownPath(doc.permalink, baseUrl),
      notebook: hasNotebook(doc.frontMatter) ? notebookPath(doc.permalink, baseUrl) : null,
    })),
  );
  return {site: {title: site.title, url: site.url, baseUrl}, pages};
}
