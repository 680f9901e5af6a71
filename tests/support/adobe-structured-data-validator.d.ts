// The validator ships JavaScript only: what the tests use of it.
declare module "@adobe/structured-data-validator" {
  export default class Validator {
    constructor(schemaOrgJson: unknown);
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<unknown[]>;
  }
}
