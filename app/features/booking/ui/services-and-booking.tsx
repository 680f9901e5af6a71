import { BOOKING_ANCHOR } from "../anchors";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { onDemand } from "~/lib/on-demand";
import type { BarberOffer, ServiceView } from "../types";
import { BookingSection } from "./booking-section";
import { ServicesSection } from "./services-section";

/** The dialog's code (date picker, form checks) is fetched once a service is chosen, not with the page. */
const bookingDialog = onDemand(() => import("./booking-dialog"));

/** The home page's services and booking sections, sharing the selected service. */
export function ServicesAndBooking({
  services,
  bookingDates,
  barbers,
  smsReminders = false,
}: {
  services: ServiceView[] | null;
  bookingDates: string[];
  barbers: BarberOffer[];
  /** The site sends reminders by SMS: the dialog offers them. */
  smsReminders?: boolean;
}) {
  // `?service=<id>[,<id>…][&barber=<id>][&date=<YYYY-MM-DD>]` ('Réserver à nouveau' in 'Mes
  // rendez-vous', a waiting list's mail): the first service chosen on the page, the dialog open with
  // all of them (those still bookable online), that barber chosen if they still perform them, that
  // day shown if it is still offered.
  const [params] = useSearchParams();
  const [askedIds] = useState(() => params.get("service"));
  // The first of them on the list and bookable online; the dialog reads the others (kept out of the
  // page's first scripts: the visit's rules come with the dialog).
  const [asked] = useState(
    () =>
      (askedIds ?? "")
        .split(",")
        .map((id) => services?.find((s) => s.id === id.trim() && s.bookableOnline))
        .find((s) => s !== undefined) ?? null,
  );
  const [askedBarber] = useState(() => (asked ? params.get("barber") : null));
  const [askedDate] = useState(() => (asked && bookingDates.includes(params.get("date") ?? "") ? params.get("date") : null));
  const [selected, setSelected] = useState<ServiceView | null>(asked);
  const [dialogOpen, setDialogOpen] = useState(asked !== null);
  const bookButton = useRef<HTMLButtonElement>(null);
  const loaded = bookingDialog.use();
  useEffect(() => {
    if (selected) bookingDialog.request();
  }, [selected]);

  function toggle(service: ServiceView) {
    if (selected?.id === service.id) {
      setSelected(null);
      return;
    }
    setSelected(service);
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    requestAnimationFrame(() => document.getElementById(BOOKING_ANCHOR)?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" }));
  }

  return (
    <>
      <ServicesSection services={services} selectedId={selected?.id ?? null} onToggle={toggle} />
      <BookingSection service={selected} onBook={() => setDialogOpen(true)} busy={dialogOpen && !loaded} bookButtonRef={bookButton} />
      {selected && loaded ? (
        <loaded.BookingDialog
          service={selected}
          services={services ?? []}
          initialServiceIds={askedIds}
          dates={bookingDates}
          barbers={barbers}
          smsReminders={smsReminders}
          initialBarberId={askedBarber}
          initialDate={askedDate}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          returnFocusTo={() => bookButton.current}
        />
      ) : null}
    </>
  );
}
