/**
 * Where the Markdown copy of a page is served, shared by the llms-txt writer (which writes it)
 * and the page's copy button (which fetches it).
 *
 * `/docs/a/b` → `/docs/a/b.md`; `/docs/a/` → `/docs/a.md`; the site root `/docs/` → `/docs/index.md`.
 */
export function markdownPath(permalink: string, baseUrl: string): string {
  if (permalink === baseUrl) {
    return `${baseUrl}index.md`;
  }
  return `${permalink.replace(/\/$/, '')}.md`;
}
