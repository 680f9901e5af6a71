// The validator ships JavaScript only: what the tests use of it.
declare module "@adobe/structured-data-validator" {
  /** Where in the block an issue is: the root type, then each property walked (an index in a list). */
  export type PathElement = { type?: string; property?: string; index?: number };
  export type Issue = { issueMessage: string; severity: "ERROR" | "WARNING"; path?: PathElement[]; fieldNames?: string[] };
  /** A type's handler: built for each node of that type, then asked for the node's issues. */
  export type HandlerClass = new (options: { path: PathElement[]; type: string }) => { validate(node: Record<string, unknown>): Issue[] };

  export default class Validator {
    constructor(schemaOrgJson: unknown);
    /** The handlers of each type, on top of the schema.org check that every node gets. */
    registeredHandlers: Record<string, Array<() => Promise<{ default: HandlerClass }>>>;
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<Array<Issue & { rootType: string }>>;
  }
}
