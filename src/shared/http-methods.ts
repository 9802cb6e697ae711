/**
 * The operation keys of an OpenAPI path item, in the one order every reader of the contract walks
 * them: the build plugins, the console's sandbox, the contract checks and the docs server.
 */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export type HttpMethod = (typeof HTTP_METHODS)[number];
