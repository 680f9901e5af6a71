import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

// The root error boundary, rendered inside a router as React Router renders it after a failure.
function renderError(error: unknown) {
  const Page = () => <ErrorBoundary error={error} params={{}} />;
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("error page", () => {
  it("shows a French message for an unexpected error, without its details", () => {
    const html = renderError(new Error("connection refused at 10.0.0.3"));
    expect(html).toContain("Une erreur est survenue");
    expect(html).toContain("Retour à l&#x27;accueil");
    expect(html).toContain("Erreur | Monsieur Moustache");
    expect(html).not.toContain("connection refused");
  });

  it("shows the French 404 for a missing page", () => {
    const html = renderError({ status: 404, statusText: "Not Found", internal: false, data: null });
    expect(html).toContain("Page introuvable");
  });
});
