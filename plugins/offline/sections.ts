/**
 * The sections a reader can save for offline reading: one per top-level category of the sidebar,
 * in sidebar order, after "Start here", which gathers the top-level pages outside any category
 * (the introduction, getting started), as llms.txt does.
 */
import {looseSectionTitle} from '../llms-txt/outline';

/** The slice of the docs plugin's sidebar items this module reads. */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string};
    }
  | {type: 'link' | 'html'};

/** A section with the permalinks of its pages: its docs and its categories' listing pages. */
export type SiteSection = {id: string; label: string; permalinks: string[]};

/** `Jaqpot API` → `jaqpot-api`: the section's id, which stays the same from build to build. */
export function sectionId(label: string): string {
  const slug = label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

export function sectionsFromSidebar(
  sidebar: readonly SidebarItem[],
  docs: readonly {id: string; permalink: string}[],
): SiteSection[] {
  const permalinkOf = new Map(docs.map((doc) => [doc.id, doc.permalink]));
  const collect = (item: SidebarItem, into: Set<string>) => {
    if (item.type === 'doc' || item.type === 'ref') {
      const permalink = permalinkOf.get(item.id);
      if (permalink) into.add(permalink);
    } else if (item.type === 'category') {
      const link = item.link;
      if (link?.type === 'doc' && permalinkOf.has(link.id)) into.add(permalinkOf.get(link.id)!);
      if (link?.type === 'generated-index') into.add(link.permalink);
      for (const child of item.items) collect(child, into);
    }
  };
  const loose = {label: looseSectionTitle, pages: new Set<string>()};
  const sections = [loose];
  for (const item of sidebar) {
    if (item.type === 'category') {
      const section = {label: item.label, pages: new Set<string>()};
      collect(item, section.pages);
      sections.push(section);
    } else {
      collect(item, loose.pages);
    }
  }
  const ids = new Set<string>();
  return sections
    .filter((section) => section.pages.size > 0)
    .map((section) => {
      // Two categories with one label (in different casing or punctuation) still get two ids.
      let id = sectionId(section.label);
      for (let n = 2; ids.has(id); n++) id = `${sectionId(section.label)}-${n}`;
      ids.add(id);
      return {id, label: section.label, permalinks: [...section.pages]};
    });
}
