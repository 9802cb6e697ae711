/**
 * HTML escaping of text that goes into markup as a string: search answers (their titles,
 * snippets and highlights) and the Python reference's table-of-contents entries. Quotes are
 * escaped too, so an escaped text is safe in an attribute as well as between tags.
 */
const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;'};

const SPECIAL = /[&<>"']/;

export function escapeHtml(text: string): string {
  // Most texts hold none of the five: a test is cheaper than a replace with a callback.
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]!) : text;
}

function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#039);/g, (m) => Object.keys(ESCAPES).find((c) => ESCAPES[c] === m) ?? m);
}

/** The plain text of a highlighted search value: `<mark>` tags dropped, escapes undone. */
export function plainText(html: string): string {
  return unescapeHtml(html.replace(/<\/?mark>/g, ''));
}
