/**
 * `npm run audit:prod`: fails when a production dependency has a high or critical advisory.
 * When the registry has no audit endpoint (this workplace's mirror answers 405), it says so
 * loudly; pass `--strict` to fail in that case too.
 */
import {spawnSync} from 'node:child_process';
import {auditVerdict, type AuditReport} from './lib/audit-report';

const strict = process.argv.includes('--strict');
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {encoding: 'utf8', timeout: 120_000});
let report: AuditReport;
try {
  report = JSON.parse(run.stdout) as AuditReport;
} catch {
  console.error(`npm audit printed no JSON (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}
const verdict = auditVerdict(report);
if (!verdict.ran) {
  console.warn(`AUDIT NOT RUN: ${verdict.summary}. Use a registry with the audit endpoint.`);
  process.exit(strict ? 1 : 0);
}
console.log(`npm audit --omit=dev: ${verdict.summary}`);
if (verdict.serious.length > 0) {
  console.error(`High or critical advisories in production dependencies: ${verdict.serious.join(', ')}`);
  process.exit(1);
}
