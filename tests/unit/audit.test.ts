import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {describe, test} from 'node:test';

type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';
type AuditReport = {
  metadata?: {vulnerabilities: Record<Severity | 'total', number>};
  vulnerabilities?: Record<string, {severity: Severity}>;
  message?: string;
  error?: {summary?: string};
};

/**
 * Reads `npm audit --json`. npm exits 1 both when it finds advisories and when it cannot ask
 * the registry, so the report itself tells which: only a report with `metadata` is an audit.
 */
function auditVerdict(report: AuditReport): {ran: boolean; serious: string[]; summary: string} {
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

const counts = (high: number) => ({info: 0, low: 1, moderate: 0, high, critical: 0, total: 1 + high});

describe('npm audit of the shipped dependencies', () => {
  test('reading audit reports: a clean one, one with a high advisory, an unreachable registry', () => {
    assert.deepEqual(auditVerdict({metadata: {vulnerabilities: counts(0)}, vulnerabilities: {debug: {severity: 'low'}}}), {
      ran: true,
      serious: [],
      summary: '1 low, 0 moderate, 0 high, 0 critical',
    });
    const high = auditVerdict({metadata: {vulnerabilities: counts(1)}, vulnerabilities: {lodash: {severity: 'high'}}});
    assert.deepEqual(high.serious, ['lodash (high)']);
    const offline = auditVerdict({message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk'});
    assert.equal(offline.ran, false);
    assert.match(offline.summary, /did not run.*405/);
  });

  test('npm audit --omit=dev: no high or critical advisory', (t) => {
    const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {encoding: 'utf8', timeout: 120_000});
    let report: AuditReport;
    try {
      report = JSON.parse(run.stdout) as AuditReport;
    } catch {
      assert.fail(`npm audit printed no JSON (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
    }
    const verdict = auditVerdict(report);
    // An audit that could not run proves nothing: fail and say why instead of passing.
    assert.ok(verdict.ran, `${verdict.summary}. Use a registry with the audit endpoint (npm config get registry).`);
    t.diagnostic(`advisories: ${verdict.summary}`);
    assert.deepEqual(verdict.serious, [], 'high or critical advisories in production dependencies');
  });
});
