import { isIsoDate, isTime } from "~/lib/paris-time";

const read = (value: unknown, name: string) => {
  const field = (value as Record<string, unknown> | null)?.[name];
  return typeof field === "string" ? field : "";
};

/**
 * A refinement comparing two fields of a form runs as soon as both are valid (`from`, `to`: dates
 * or times), whatever the form's other fields: Zod otherwise skips it while another field is
 * wrong, and the form would tell this problem only once the others are fixed.
 */
export const whenBothValid = (kind: "date" | "time", from = "from", to = "to") => {
  const valid = kind === "date" ? isIsoDate : isTime;
  return ({ value }: { value: unknown }) => valid(read(value, from)) && valid(read(value, to));
};
