import { describe, expect, it } from "vitest";
import { clientSearch, foldSearch, searchDigits } from "./search";

describe("the clients' search, folded as the database folds names", () => {
  it("takes accents and case off, and spaces in excess", () => {
    expect(foldSearch("  Théo   LEFÈVRE ")).toBe("theo lefevre");
    expect(foldSearch("Zoë Çelik")).toBe("zoe celik");
    expect(foldSearch("ÉMILE Œuvré")).toBe("emile ouvre");
    expect(foldSearch("")).toBe("");
  });

  it("reads a phone number however typed, in its national and international forms", () => {
    expect(searchDigits("06 12 34")).toEqual(["061234", "3361234"]);
    expect(searchDigits("06.12")).toEqual(["0612", "33612"]);
    expect(searchDigits("+33 6 12")).toEqual(["33612", "0612"]);
    expect(searchDigits("(01) 43-00")).toEqual(["014300", "3314300"]);
    expect(searchDigits("12")).toEqual(["12"]);
    expect(searchDigits("6")).toEqual([]);
    expect(searchDigits("théo 06")).toEqual([]);
    expect(searchDigits("jean2024@")).toEqual([]);
  });

  it("asks nothing under two characters", () => {
    expect(clientSearch(" é ")).toBeNull();
    expect(clientSearch("")).toBeNull();
    expect(clientSearch("Lé")).toEqual({ text: "le", digits: [] });
    expect(clientSearch("06 12")).toEqual({ text: "06 12", digits: ["0612", "33612"] });
  });
});
