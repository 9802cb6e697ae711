/**
 * The console's document: every operation accepts the API key pair. The platform's key-pair
 * filter authenticates a request on any path before an operation's own rules apply (ledger
 * `auth.validate-api-key`), but the contract lists only the bearer token for `GET /v1/auth/validate`.
 * Swagger UI sends only the credentials an operation lists, so without this a reader who authorized
 * a key pair would send none when checking it. The reference and the download keep the contract's
 * own lists.
 */
import {HTTP_METHODS} from '../../src/shared/http-methods';

type SecurityRequirement = Record<string, string[]>;
type Operation = {security?: SecurityRequirement[]};
type Document = {security?: SecurityRequirement[]; paths?: Record<string, Record<string, unknown>>};

const isMethod = (key: string) => (HTTP_METHODS as readonly string[]).includes(key);
const isKeyPair = (requirement: SecurityRequirement) => 'apiKeyAuth' in requirement;

export function withKeyPairOnEveryOperation<D extends Document>(spec: D): D {
  const keyPair = spec.security?.find(isKeyPair);
  if (!keyPair)
    throw new Error('The contract has no document-wide API key pair requirement (apiKeyAuth) to give the console');
  const paths = Object.fromEntries(
    Object.entries(spec.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([key, value]) => {
          const operation = value as Operation;
          const narrower = isMethod(key) && operation.security?.length && !operation.security.some(isKeyPair);
          return [key, narrower ? {...operation, security: [...operation.security!, keyPair]} : value];
        }),
      ),
    ]),
  );
  return {...spec, paths};
}
