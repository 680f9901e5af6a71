// How a form's text fields are read, the same in the browser (use-form) and on the server
// (form.server): the last value of a name wins, except for the fields a form may repeat.

/** Fields a form may repeat (a visit's services): their values are read joined by commas. */
const LIST_FIELDS = new Set(["serviceIds"]);

/** The text fields of a form's entries (files are left out). */
export function textFieldsOf(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value !== "string") continue;
    fields[key] = LIST_FIELDS.has(key) && key in fields ? `${fields[key]},${value}` : value;
  }
  return fields;
}
