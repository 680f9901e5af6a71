import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { FeedAddress } from "./feed-address";

const render = (scope: string) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => <FeedAddress scope={scope} label="Agenda du salon" /> }]);
  return renderToString(<Stub initialEntries={["/"]} />);
};

describe("FeedAddress", () => {
  it("posts its scope to the address route of the route table, and says a new address ends the old", () => {
    const html = render("salon");
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
    expect((routes as Array<{ path?: string; file: string }>).find((r) => `/${r.path}` === action)?.file).toBe("routes/admin/calendar-feed.ts");
    expect(html).toMatch(/<input type="hidden" name="scope" value="salon"\/>/);
    expect(html).toContain("Nouvelle adresse d&#x27;abonnement");
    expect(html).toContain("Une nouvelle adresse met fin à l&#x27;ancienne");
    // Nothing to show before an address is made: it is shown once, when made.
    expect(html).not.toContain("S&#x27;abonner dans l&#x27;agenda du téléphone");
  });
});
