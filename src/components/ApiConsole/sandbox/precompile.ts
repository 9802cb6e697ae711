/**
 * Build time only (the openapi-contract plugin runs it): the sandbox's request validators as the
 * source of one CommonJS module, so that the page never compiles code (validators.ts says why).
 *
 * openapi-backend is run here exactly as the page runs it (engine.ts's backendOptions) and asked
 * for every operation's request validators; each schema it compiles is recorded under its key, and
 * Ajv writes the validators of each context as standalone code, with the options openapi-backend
 * gave that context. The module exports them by key (`require("ajv/dist/runtime/…")` calls in it
 * are Ajv's small runtime helpers, bundled with it).
 */
import Ajv, {type Options as AjvOptions} from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import OpenAPIBackend from 'openapi-backend';
import {backendOptions} from './engine';
import {schemaKey} from './validators';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed OpenAPI JSON of any shape
type Node = Record<string, any>;

type Recorded = {options: AjvOptions; schemas: Map<string, object>};

/** The schemas openapi-backend compiles for the requests of every operation, by context. */
async function requestSchemas(spec: Node): Promise<Map<string, Recorded>> {
  const contexts = new Map<string, Recorded>();
  const api = new OpenAPIBackend(
    backendOptions(spec, (ajv, options, context) => {
      const recorded = contexts.get(context) ?? {options, schemas: new Map<string, object>()};
      contexts.set(context, recorded);
      const compile = ajv.compile.bind(ajv);
      // Compiled here as well: a schema Ajv refuses fails the build, not the page.
      ajv.compile = ((schema: object) => {
        recorded.schemas.set(schemaKey(context, schema), schema);
        return compile(schema);
      }) as typeof ajv.compile;
      return ajv;
    }),
  );
  await api.init();
  for (const operation of api.getOperations())
    if (operation.operationId) api.validator.getRequestValidatorsForOperation(operation.operationId);
  return contexts;
}

/**
 * The source of a CommonJS module whose `module.exports` maps each schema key to its validator.
 * `spec` must be the document the page's sandbox gets (the console's contract).
 */
export async function sandboxValidatorsSource(spec: Node): Promise<{source: string; count: number}> {
  const groups: string[] = [];
  const entries: string[] = [];
  let count = 0;
  for (const {options, schemas} of (await requestSchemas(spec)).values()) {
    const ajv = new Ajv({...options, code: {source: true, esm: false}});
    const exportsByName: Record<string, string> = {};
    for (const [key, schema] of schemas) {
      const name = `v${count++}`;
      ajv.addSchema(schema, key);
      exportsByName[name] = key;
      entries.push(`  ${JSON.stringify(key)}: groups[${groups.length}].${name},`);
    }
    // Each context's code in a scope of its own: the generated names repeat across contexts.
    groups.push(
      `(function () {\n  const module = {exports: {}};\n  const exports = module.exports;\n${standaloneCode(ajv, exportsByName)}\n  return module.exports;\n})()`,
    );
  }
  const source = [
    '/* The API console sandbox’s request validators, written by the build (src/components/ApiConsole/sandbox/precompile.ts). */',
    `const groups = [\n${groups.join(',\n')}\n];`,
    `module.exports = {\n${entries.join('\n')}\n};`,
    '',
  ].join('\n');
  return {source, count};
}
