/**
 * A ledger entry's source, `repo:path:lines@commit` (lines as `12`, `12-15` or `12,40-41`). Pure, so
 * the browser code of the tables can read it too.
 */
export const SOURCE_PATTERN = '^([a-z0-9-]+):([^:@]+):(\\d+(?:-\\d+)?(?:,\\d+(?:-\\d+)?)*)@([0-9a-f]{7,40})$';

export interface SourceRef {
  repo: string;
  path: string;
  lines: string;
  commit: string;
}

/** The source's parts, `undefined` when it does not have the form. */
export function parseSource(source: string): SourceRef | undefined {
  const m = new RegExp(SOURCE_PATTERN).exec(source);
  return m ? {repo: m[1]!, path: m[2]!, lines: m[3]!, commit: m[4]!} : undefined;
}
