import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {auditVerdict} from '../../scripts/lib/audit-report';

const counts = (high: number) => ({info: 0, low: 1, moderate: 0, high, critical: 0, total: 1 + high});

describe('npm audit verdict (scripts/audit.ts, run by npm test)', () => {
  test('a clean report passes with its counts', () => {
    assert.deepEqual(
      auditVerdict({metadata: {vulnerabilities: counts(0)}, vulnerabilities: {debug: {severity: 'low'}}}),
      {
        ran: true,
        serious: [],
        summary: '1 low, 0 moderate, 0 high, 0 critical',
      },
    );
  });

  test('a high advisory is named', () => {
    const high = auditVerdict({metadata: {vulnerabilities: counts(1)}, vulnerabilities: {lodash: {severity: 'high'}}});
    assert.deepEqual(high.serious, ['lodash (high)']);
  });

  test('an unreachable audit endpoint is reported as not run, with the registry answer', () => {
    const offline = auditVerdict({
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    });
    assert.equal(offline.ran, false);
    assert.match(offline.summary, /did not run.*405/);
  });
});
