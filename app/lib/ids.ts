const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a URL or a form is a UUID, before it reaches a query on a uuid column. */
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);
