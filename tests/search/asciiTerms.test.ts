import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {asciiIndexTerms, fastIndexTerms} from '../../src/search/asciiTerms';
import {computeIndexTerms, rawTokens} from '../../src/search/tokenize';

/** Texts whose tokens stress the rules: joiners, camelCase, dotted paths, stop words, edges. */
const TRICKY = [
  '/v1/models/{modelId}/predict',
  'POST /v1/models/{id}/predict?x=1',
  'jaqpotpy.models.SklearnModel jaqpotpy.Jaqpot.login ModelType.TORCH_ONNX a..b .hidden trailing.',
  'RDKitDescriptors GraphConvolutionalNetwork HTTPServer getHTTPResponse2XX x2Y ABCdef ABC',
  'deploy_on_jaqpot TORCH_GEOMETRIC_ONNX __init__ _private_ snake_case_name x_cols y_cols',
  'one-hot pre-process multi-class --flag -x @decorator $var #anchor user@example.com a:b:c',
  'The THE the And of OF is IS to a A i I 3D 2d x',
  'skl2onnx v1.2.3 1.2 10.0.0.1 a1b2c3 0x1F',
  'the.of.and a.the.b to_be_or_not_to_be on.off',
  `${'a'.repeat(70)} ${'Ab'.repeat(40)} ${'a.'.repeat(40)}b ${'x_'.repeat(33)}y`,
  'Model. (model) "model" model, model; model! ...model... {model}',
  '{}', '/', '---', '_', '.', '@$#',
];

/** Non-ASCII: these go to tokenize.ts, and must come out the same through fastIndexTerms. */
const UNICODE = ['café Prédiction naïve', 'İstanbul ǅemal ΣΑΣ', '日本語テキスト', '😀 emoji🚀rocket', '𝒳𝒴 x𝒳', 'Ünïcödé_ıdentifier'];

describe('asciiTerms: the same terms as tokenize.ts', () => {
  it('gives the regex expansion for every ASCII token of tricky texts', () => {
    for (const text of TRICKY) {
      for (const token of rawTokens(text)) {
        assert.deepEqual(asciiIndexTerms(token), computeIndexTerms(token), `token ${JSON.stringify(token)}`);
      }
    }
  });

  it('gives the regex expansion for generated ASCII tokens', () => {
    const alphabet = 'aZb0_./{}-:@$#Xy';
    let seed = 1;
    const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    for (let i = 0; i < 5000; i++) {
      let token = '';
      const length = 1 + Math.floor(rand() * 12);
      for (let j = 0; j < length; j++) token += alphabet[Math.floor(rand() * alphabet.length)];
      for (const raw of rawTokens(token)) assert.deepEqual(asciiIndexTerms(raw), computeIndexTerms(raw), `token ${JSON.stringify(raw)}`);
    }
  });

  it('leaves non-ASCII tokens to tokenize.ts', () => {
    for (const text of UNICODE) {
      for (const token of rawTokens(text)) {
        if (/[^\x00-\x7f]/.test(token)) assert.equal(asciiIndexTerms(token), null, `token ${JSON.stringify(token)}`);
        assert.deepEqual(fastIndexTerms(token), computeIndexTerms(token));
      }
    }
  });

  it('expands identifiers into whole, parts and dotted suffixes', () => {
    assert.deepEqual(asciiIndexTerms('jaqpotpy.Jaqpot.login'), ['jaqpotpy.jaqpot.login', 'jaqpotpy', 'jaqpot', 'login', 'jaqpot.login']);
    assert.deepEqual(asciiIndexTerms('RDKitDescriptors'), ['rdkitdescriptors', 'rd', 'kit', 'descriptors']);
    assert.deepEqual(asciiIndexTerms('the'), []);
  });
});
