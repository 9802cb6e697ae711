/**
 * A request the docs server cannot answer as asked (an unknown page, operation or symbol). The
 * tool answers with its message as a tool error (`isError`), and the server goes on.
 */
export class ToolInputError extends Error {}
