import { describe, expect, it } from "vitest";
import { textFieldsOf } from "./form-fields";

describe("textFieldsOf", () => {
  it("keeps the last value of a name, joins a visit's repeated services, leaves files out", () => {
    const form = new FormData();
    form.append("name", "Jean");
    form.append("name", "Paul");
    form.append("serviceIds", "a");
    form.append("serviceIds", "b");
    form.append("cv", new Blob(["x"]), "cv.pdf");
    expect(textFieldsOf(form)).toEqual({ name: "Paul", serviceIds: "a,b" });
  });
});
