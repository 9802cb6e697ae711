/**
 * The production config with the docs read from `JAQPOT_BENCH_DOCS` (a copy of docs/ with
 * generated pages added by bench/build.ts), to show how the build grows with the site.
 */
import type {Config} from '@docusaurus/types';
import production from '../../docusaurus.config';

type ClassicOptions = {docs: Record<string, unknown>} & Record<string, unknown>;

const docsPath = process.env.JAQPOT_BENCH_DOCS;
if (!docsPath) throw new Error('Set JAQPOT_BENCH_DOCS to the docs folder to build (bench/build.ts does).');

const presets = (production.presets ?? []).map((preset) => {
  if (!Array.isArray(preset) || preset[0] !== 'classic') return preset;
  const options = preset[1] as ClassicOptions;
  // No git history for generated pages: "last updated" would ask git about each of them.
  return ['classic', {...options, docs: {...options.docs, path: docsPath, showLastUpdateTime: false, showLastUpdateAuthor: false}}];
}) as Config['presets'];

export default {...production, presets} satisfies Config;
