// What the booking dialog offers for a visit of several services: pure, shared by the home page
// (its `?service=` link) and the dialog.
import type { BarberOffer, ServiceView } from "../types";
import { fitsInVisit, visitIdsOf } from "../visit";

/** The barbers who perform every service of the visit, in the team's order. */
export const performersOf = (barbers: ReadonlyArray<BarberOffer>, serviceIds: ReadonlyArray<string>) =>
  barbers.filter((b) => serviceIds.every((id) => !b.skippedServiceIds.includes(id)));

/**
 * The visit a link asks for (`?service=ID1,ID2`, in order): the services of the list bookable
 * online, each once, as many as fit in one visit; unknown, retired or repeated ids are left out.
 */
export function visitFromParam(services: ReadonlyArray<ServiceView>, param: string | null): ServiceView[] {
  const visit: ServiceView[] = [];
  for (const id of visitIdsOf({ serviceIds: param })) {
    const service = services.find((s) => s.id === id && s.bookableOnline);
    if (service && !visit.includes(service) && fitsInVisit(visit, service)) visit.push(service);
  }
  return visit;
}

export type AddableGroup = { category: string; options: Array<{ service: ServiceView; fits: boolean }> };

/**
 * What 'Ajouter une prestation' offers: the other services bookable online, by category in the
 * list's order (the server's), each saying whether the visit still has room for it.
 */
export function addableServices(services: ReadonlyArray<ServiceView>, visit: ReadonlyArray<ServiceView>): AddableGroup[] {
  const groups: AddableGroup[] = [];
  for (const service of services) {
    if (!service.bookableOnline || visit.some((s) => s.id === service.id)) continue;
    let group = groups.find((g) => g.category === service.category);
    if (!group) groups.push((group = { category: service.category, options: [] }));
    group.options.push({ service, fits: fitsInVisit(visit, service) });
  }
  return groups;
}

/** The first service 'Ajouter une prestation' may add, or null when the visit is full. */
export const firstAddable = (groups: ReadonlyArray<AddableGroup>) => groups.flatMap((g) => g.options).find((o) => o.fits)?.service ?? null;
