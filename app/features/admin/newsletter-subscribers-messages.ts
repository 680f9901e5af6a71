import { z } from "zod";
import { searchTextSchema } from "~/lib/search-text";

/** French texts of the admin's newsletter screen. */
export const subscriberMessages = {
  loadFailed: "Erreur lors du chargement des abonnés",
  removed: "Abonné retiré de la newsletter",
  NOT_FOUND: "Cet abonné n'existe pas ou plus",
  ALREADY_REMOVED: "Cet abonné est déjà désinscrit",
  UNKNOWN: "Erreur lors de l'opération",
  emptyTitle: "Aucun abonné",
  emptyText: "Les adresses inscrites à la newsletter apparaîtront ici une fois confirmées.",
  noMatchTitle: "Aucun abonné trouvé",
  noMatchText: "Essayez de modifier vos critères de recherche.",
  showAll: "Voir les abonnés confirmés",
} as const;

export const subscriberStatusLabels = { confirmed: "Confirmé", pending: "En attente de confirmation", unsubscribed: "Désinscrit" } as const;

/** The screen's address: search, status (confirmed subscribers unless told) and page, read leniently. */
export const subscriberFiltersSchema = z.object({
  q: searchTextSchema,
  status: z.enum(["confirmed", "pending", "unsubscribed", "all"]).catch("confirmed"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type SubscriberFilters = z.output<typeof subscriberFiltersSchema>;

export const readSubscriberFilters = (params: URLSearchParams): SubscriberFilters =>
  subscriberFiltersSchema.parse({ q: params.get("q") ?? "", status: params.get("status") ?? "confirmed", page: params.get("page") ?? 1 });

/** The one row action: take an address off the list. */
export const subscriberActionSchema = z.object({
  intent: z.literal("remove", { error: subscriberMessages.UNKNOWN }),
  id: z.uuid({ error: subscriberMessages.UNKNOWN }),
});
