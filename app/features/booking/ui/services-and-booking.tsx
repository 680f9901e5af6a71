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
export function ServicesAndBooking({ services, bookingDates, barbers }: { services: ServiceView[] | null; bookingDates: string[]; barbers: BarberOffer[] }) {
  // `?service=<id>[&barber=<id>][&date=<YYYY-MM-DD>]` ('Réserver à nouveau' in 'Mes rendez-vous', a
  // waiting list's mail): that service chosen, its dialog open, that barber chosen if they still
  // perform it, that day shown if it is still offered.
  const [params] = useSearchParams();
  const [asked] = useState(() => services?.find((s) => s.id === params.get("service")) ?? null);
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
          dates={bookingDates}
          barbers={barbers}
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
