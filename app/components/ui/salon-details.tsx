import { ServerHtml } from "./server-html";
import SalonDetailsContent from "./salon-details.static";

/** Address, phone, e-mail and opening hours, as shown on the contact and recruitment pages, kept as the server wrote them. */
export function SalonDetails({ title = "Nous trouver" }: { title?: string }) {
  // One kept part per title: the same content on every page that shows it with that title.
  return (
    <ServerHtml id={`coordonnees-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`} className="rounded-lg bg-ink p-6 text-paper">
      <SalonDetailsContent title={title} />
    </ServerHtml>
  );
}
