/**
 * Every ```java and ```kotlin block uses only the Kotlin SDK's classes, methods, properties and
 * parameters that reference/jaqpot-sdks.json lists, and every Maven/Gradle coordinate on the site
 * matches the SDK's group, artifact and current version.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {codeBlocks} from './blocks';
import {JvmFacts, checkJvmBlock} from './jvm-check';

const facts = new JvmFacts();
const all = codeBlocks(['java', 'kotlin']);
// Gradle build scripts are Kotlin too, but they configure the build rather than call the SDK.
const isBuildScript = (meta: string) => /title="[^"]*\.gradle(\.kts)?"/.test(meta);
const samples = all.filter((b) => !isBuildScript(b.meta));
const results = samples.map((b) => checkJvmBlock(b, facts));
const collect = (key: 'imports' | 'types' | 'methods' | 'enums') => results.flatMap((r) => r.problems[key]);

describe('java and kotlin code samples', () => {
  test('there are samples in both languages', () => {
    const java = samples.filter((b) => b.lang === 'java').length;
    const kotlin = samples.filter((b) => b.lang === 'kotlin').length;
    assert.ok(java >= 3 && kotlin >= 3, `java ${java}, kotlin ${kotlin}`);
    const symbols = results.reduce((n, r) => n + r.checked, 0);
    console.log(`[content] ${java} java and ${kotlin} kotlin blocks, ${symbols} symbols checked against the SDK facts`);
  });

  test('imports name SDK classes, generated classes or JDK/Kotlin/Retrofit packages', () => {
    assert.deepEqual(collect('imports'), []);
  });

  test('class names are SDK classes, generated classes, imports or platform types', () => {
    assert.deepEqual(collect('types'), []);
  });

  test('methods, properties and arguments on SDK objects exist in the facts', () => {
    assert.deepEqual(collect('methods'), []);
  });

  test('enum constants exist in the facts', () => {
    assert.deepEqual(collect('enums'), []);
  });

  test('Maven and Gradle coordinates match the SDK facts', () => {
    const {group_id: group, artifact_id: artifact, latest_version: version} = facts.install;
    const bad: string[] = [];
    let seen = 0;
    for (const b of codeBlocks(['kotlin', 'groovy', 'xml', 'text', 'bash'])) {
      for (const m of b.code.matchAll(/["']([\w.]+):([\w-]+):([\w.-]+)["']/g)) {
        if (m[1] !== group && m[2] !== artifact) continue;
        seen += 1;
        if (`${m[1]}:${m[2]}:${m[3]}` !== `${group}:${artifact}:${version}`) bad.push(`${b.file}:${b.line}: ${m[0]}`);
      }
      if (b.lang === 'xml' && b.code.includes(`<groupId>${group}</groupId>`)) {
        seen += 1;
        if (
          !b.code.includes(`<artifactId>${artifact}</artifactId>`) ||
          !b.code.includes(`<version>${version}</version>`)
        ) {
          bad.push(`${b.file}:${b.line}: Maven dependency is not ${group}:${artifact}:${version}`);
        }
      }
    }
    assert.ok(seen >= 2, `only ${seen} SDK coordinates found`);
    assert.deepEqual(bad, []);
  });
});
