/**
 * The body of the reference is two modules: the server renders ServerReference.tsx and the browser
 * runs ClientReference.tsx in its place (plugins/openapi-contract aliases
 * `@jaqpot/api-reference-body` to one or the other), so Redoc and the contract stay out of the
 * page's JavaScript until the reader uses the reference.
 */
export type BodyProps = {
  /** Where the contract is published (Redoc offers it for download when asked to). */
  specUrl: string;
  /** The classes of the element around Redoc's markup. */
  className: string;
};
