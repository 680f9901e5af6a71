import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferredPart } from "./deferred-part";

function Reviews({ count }: { count: number }) {
  return <p>{`${count} avis`}</p>;
}

describe("deferredPart on the server", () => {
  it("renders the part whole once its code is there, in the element the browser keeps until then", async () => {
    const part = deferredPart(() => Promise.resolve(Reviews));
    await part.preload();
    expect(renderToString(<part.Part count={3} />)).toBe("<div><p>3 avis</p></div>");
  });
});
