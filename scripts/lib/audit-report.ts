export type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';
export type AuditReport = {
  metadata?: {vulnerabilities: Record<Severity | 'total', number>};
  vulnerabilities?: Record<string, {severity: Severity}>;
  message?: string;
  error?: {summary?: string};
};
export type AuditVerdict = {ran: boolean; serious: string[]; summary: string};

/**
 * Reads `npm audit --json`. npm exits 1 both when it finds advisories and when it cannot ask
 * the registry, so the report itself tells which: only a report with `metadata` is an audit.
 */
export function auditVerdict(report: AuditReport): AuditVerdict {
  if (!report.metadata) {
    const answer = report.message ?? report.error?.summary ?? 'no audit data';
    return {ran: false, serious: [], summary: `npm audit did not run: the registry answered "${answer}"`};
  }
  const counts = report.metadata.vulnerabilities;
  const serious = Object.entries(report.vulnerabilities ?? {})
    .filter(([, advisory]) => advisory.severity === 'high' || advisory.severity === 'critical')
    .map(([name, advisory]) => `${name} (${advisory.severity})`);
  const summary = `${counts.low} low, ${counts.moderate} moderate, ${counts.high} high, ${counts.critical} critical`;
  return {ran: true, serious, summary};
}
