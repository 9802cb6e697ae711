/**
 * The clients the API reference shows a sample in, one tab each, and how a reader's choice of
 * one is kept. Used by the build (plugins/api-samples writes each operation's samples under these
 * labels) and by the browser (the reference's sample tabs, src/components/ApiReference).
 *
 * The docs' own tabs keep a language choice under the Tabs group `language` (values `curl`,
 * `python`, `java`, `kotlin`). A sample's `family` is the value it stores there, so a choice made
 * in the reference shows on every page's tabs and the other way round; two samples of one family
 * (Python with `requests` and the Python SDK) are told apart by the sample id kept beside it.
 */

export type CodeLanguage = {
  /** The sample's id, kept as the reader's exact choice. */
  id: string;
  /** The docs' Tabs value (group `language`) the choice maps to. */
  family: string;
  /** The tab's label in the reference. */
  label: string;
  /** The highlighter's language name for Redoc (`x-codeSamples[].lang`). */
  lang: string;
};

/** In tab order. */
export const CODE_LANGUAGES: readonly CodeLanguage[] = [
  {id: 'curl', family: 'curl', label: 'curl', lang: 'bash'},
  {id: 'python', family: 'python', label: 'Python', lang: 'python'},
  {id: 'python-sdk', family: 'python', label: 'Python SDK', lang: 'python'},
  {id: 'java', family: 'java', label: 'Java', lang: 'java'},
  {id: 'kotlin', family: 'kotlin', label: 'Kotlin', lang: 'kotlin'},
  {id: 'javascript', family: 'javascript', label: 'JavaScript', lang: 'javascript'},
];

/** The docs' Tabs group whose choice the samples share (`<Tabs groupId="language">`). */
export const LANGUAGE_GROUP = 'language';
/** Where Docusaurus keeps that group's choice (theme-common's tabs, no storage namespace). */
export const LANGUAGE_STORAGE_KEY = `docusaurus.tab.${LANGUAGE_GROUP}`;
/** The exact sample chosen, for families with more than one sample. */
export const SAMPLE_STORAGE_KEY = 'jaqpot.code-sample';

export function languageByLabel(label: string): CodeLanguage | undefined {
  return CODE_LANGUAGES.find((l) => l.label === label);
}

/** Whether tabs with these labels are an operation's code samples (and not, say, its responses' status codes). */
export function isSampleTabs(labels: readonly string[]): boolean {
  return labels.some((label) => languageByLabel(label) !== undefined);
}

/**
 * The sample to show for a stored choice: the exact sample when it belongs to the stored family,
 * else the family's first sample; `undefined` when the family has no sample here (a docs-only
 * value such as `powershell`).
 */
export function chosenLanguage(family: string | null, sample: string | null): CodeLanguage | undefined {
  if (!family) return undefined;
  const exact = CODE_LANGUAGES.find((l) => l.id === sample && l.family === family);
  return exact ?? CODE_LANGUAGES.find((l) => l.family === family);
}
