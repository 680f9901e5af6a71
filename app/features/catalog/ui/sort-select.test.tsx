import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SortSelect } from "./sort-select";

const render = () => {
  const Stub = createRoutesStub([{ path: "/shop", Component: () => <SortSelect value="price-asc" action="/shop" search="huile" category={null} /> }]);
  return renderToString(<Stub initialEntries={["/shop"]} />);
};

describe("SortSelect", () => {
  it("is a GET form with a real submit button, not one inside <noscript> (it works before and without scripts)", () => {
    const html = render();
    const form = html.match(/<form[^>]*>[\s\S]*<\/form>/)![0];
    expect(form).toMatch(/^<form [^>]*action="\/shop" method="get">/);
    expect(form).toContain('<input type="hidden" name="search" value="huile"/>');
    expect(form).not.toContain("<noscript");
    // Rendered on the server, as a browser without scripts keeps it: shown.
    expect(form).toMatch(/<button type="submit" class="[^"]*">Trier<\/button>/);
  });
});
