import SalonDetailsContent from "./salon-details.static";

/**
 * Address, phone, e-mail and opening hours, as shown on the contact and recruitment pages. Only
 * the server draws it, inside those pages' kept parts (ServerHtml).
 */
export function SalonDetails({ title = "Nous trouver" }: { title?: string }) {
  return (
    <div className="rounded-lg bg-ink p-6 text-paper">
      <SalonDetailsContent title={title} />
    </div>
  );
}
