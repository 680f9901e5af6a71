import { ServerHtml } from "~/components/ui/server-html";
import NotFoundPage from "./not-found-page.static";

/** The 404 page's content (the catch-all route's, and the root's for a page that answers 404), kept as the server wrote it. */
export function NotFoundContent() {
  return (
    <ServerHtml id="page-introuvable">
      <NotFoundPage />
    </ServerHtml>
  );
}
