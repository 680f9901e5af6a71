import { useEffect, useMemo, useState } from "react";
import { DayPicker } from "react-day-picker";
import { fr } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { useFetcher } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { formatDuration } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { useForm } from "~/lib/use-form";
import { bookingConfirmedWith, bookingMessages } from "../messages";
import { bookingSchema } from "../schema";
import type { BarberOffer, BookingResult, ServiceView, SlotsResult } from "../types";
import { visitTitle, visitTotals } from "../visit";
import { BookingRecap } from "./booking-recap";
import { BarberStep, NO_PREFERENCE, SlotStep } from "./booking-steps";
import { performersOf, visitFromParam } from "./visit-choice";
import { VisitServices } from "./visit-services";
import { WaitlistOffer } from "./waitlist-offer";

type Props = {
  /** The service chosen on the page: the visit's first. */
  service: ServiceView;
  /** The service list, for 'Ajouter une prestation'. */
  services: ServiceView[];
  /**
   * A link's `?service=ID1,ID2`: the visit when the dialog opens (those bookable online, as many as
   * fit), if it starts with `service`.
   */
  initialServiceIds?: string | null;
  dates: string[];
  /** The active barbers, whatever the services: those who perform them all are offered. */
  barbers: BarberOffer[];
  /** The site sends reminders by SMS: « Recevoir un rappel par SMS » is offered. */
  smsReminders?: boolean;
  /** The barber chosen when the dialog opens ('Réserver à nouveau'), if they perform the visit. */
  initialBarberId?: string | null;
  /** The day shown when the dialog opens (a waiting list's mail), if offered (and the barber works then). */
  initialDate?: string | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened the dialog gets the focus back when it closes. */
  returnFocusTo(): HTMLElement | null;
};

const toLocalDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const toIso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

const emptyCustomer = { name: "", email: "", phone: "" };

const idsOf = (visit: ServiceView[]) => visit.map((s) => s.id);
const slotsUrl = (visit: ServiceView[], day: string, barberId: string) =>
  `/api/booking/slots?serviceIds=${idsOf(visit).map(encodeURIComponent).join(",")}&date=${day}${barberId ? `&barberId=${encodeURIComponent(barberId)}` : ""}`;

/**
 * 'Réserver votre rendez-vous': the visit's services (the one chosen on the page, others added),
 * barber ('Sans préférence' or one who performs them all), date, then slot, then contact details,
 * then the recap and confirmation.
 */
export function BookingDialog({
  service,
  services,
  initialServiceIds,
  dates,
  barbers,
  smsReminders = false,
  initialBarberId,
  initialDate,
  open,
  onOpenChange,
  returnFocusTo,
}: Props) {
  const slotsFetcher = useFetcher<SlotsResult>();
  const bookingFetcher = useFetcher<BookingResult>();
  const [visit, setVisit] = useState(() => {
    const asked = visitFromParam(services, initialServiceIds ?? null);
    return asked[0]?.id === service.id ? asked : [service];
  });
  const serviceIds = useMemo(() => idsOf(visit), [visit]);
  const offeredBarbers = useMemo(() => performersOf(barbers, serviceIds), [barbers, serviceIds]);
  // No barber of the team performs them all: no time is offered (without a team, the server assigns one).
  const apart = barbers.length > 0 && offeredBarbers.length === 0;
  // "": 'Sans préférence'.
  const [barberId, setBarberId] = useState(() => (offeredBarbers.some((b) => b.id === initialBarberId) ? initialBarberId! : ""));
  const barber = offeredBarbers.find((b) => b.id === barberId) ?? null;
  const [date, setDate] = useState<string | null>(() =>
    initialDate && dates.includes(initialDate) && !barbers.find((b) => b.id === barberId)?.daysOff.includes(initialDate) ? initialDate : null,
  );
  const [slot, setSlot] = useState<string | null>(null);
  const [customer, setCustomer] = useState(emptyCustomer);
  const [expressError, setExpressError] = useState<string | undefined>();
  const submitting = bookingFetcher.state !== "idle";

  const reset = () => {
    setDate(null);
    setSlot(null);
    setCustomer(emptyCustomer);
  };

  // Times asked for and not answered yet: until the fetcher, having changed, is idle again. (It also
  // reloads them after any form's answer: the times shown, and the waiting list's form with its
  // answer, stay meanwhile.)
  const [asking, setAsking] = useState(date !== null && !apart);
  const [seen, setSeen] = useState({ state: slotsFetcher.state, data: slotsFetcher.data });
  if (slotsFetcher.state !== seen.state || slotsFetcher.data !== seen.data) {
    setSeen({ state: slotsFetcher.state, data: slotsFetcher.data });
    if (slotsFetcher.state === "idle") setAsking(false);
  }
  const loadSlots = (day: string, chosen = barberId, parts = visit) => {
    setAsking(true);
    void slotsFetcher.load(slotsUrl(parts, day, chosen));
  };

  // Opened on a day (a waiting list's mail): its times at once (`asking` starts true then).
  const [firstSlots] = useState(() => (date && !apart ? slotsUrl(visit, date, barberId) : null));
  const { load } = slotsFetcher;
  useEffect(() => {
    if (firstSlots) void load(firstSlots);
  }, [firstSlots, load]);

  function chooseBarber(id: string) {
    setBarberId(id);
    setSlot(null);
    if (!date) return;
    // A day the barber does not work is no longer a choice.
    if (barbers.find((b) => b.id === id)?.daysOff.includes(date)) setDate(null);
    else loadSlots(date, id);
  }

  // Services added or removed: the barber chosen stays if they perform them all (else 'Sans
  // préférence'), the chosen day's times come again for the new visit.
  function changeVisit(next: ServiceView[]) {
    setVisit(next);
    setSlot(null);
    const performers = performersOf(barbers, idsOf(next));
    const chosen = performers.some((b) => b.id === barberId) ? barberId : "";
    setBarberId(chosen);
    if (date && (barbers.length === 0 || performers.length > 0)) loadSlots(date, chosen, next);
  }

  // Another service chosen on the page: the dialog starts afresh with it alone, the barber chosen
  // stays if they perform it (else 'Sans préférence').
  const [shownService, setShownService] = useState(service.id);
  if (shownService !== service.id) {
    setShownService(service.id);
    reset();
    setVisit([service]);
    if (!performersOf(barbers, [service.id]).some((b) => b.id === barberId)) setBarberId("");
  }

  // The confirmation names the barber who takes the appointment.
  const reply = useMemo(() => {
    const answer = bookingFetcher.data;
    return answer?.ok && answer.barber
      ? { ...answer, message: `${answer.message ?? bookingMessages.success} ${bookingConfirmedWith(answer.barber.name)}` }
      : answer;
  }, [bookingFetcher.data]);
  const { form, errors } = useForm({
    reply,
    schema: bookingSchema,
    onValid: (element) => {
      // The express request (L221-25) comes before any booking: said under its box.
      const box = element.elements.namedItem("expressRequest");
      if (box instanceof HTMLInputElement && !box.checked) {
        setExpressError(bookingMessages.expressRequestRequired);
        box.focus();
        return;
      }
      void bookingFetcher.submit(element, { method: "post", action: "/api/bookings" });
    },
    onSuccess: (success) => {
      // Arrhes to pay: their own page (PayPal's script is allowed there), a new document.
      if (success.deposit) {
        window.location.assign(`/arrhes/${encodeURIComponent(success.deposit.paymentToken)}`);
        return;
      }
      reset();
      setVisit([service]);
      setBarberId("");
      onOpenChange(false);
    },
    onFailure: (failure) => {
      if (failure.code === "SLOT_TAKEN" && date) {
        setSlot(null);
        loadSlots(date);
      }
      // The barber stopped working or performing one of the services meanwhile.
      if (failure.code === "INVALID_BARBER") chooseBarber("");
    },
  });

  const offered = useMemo(() => new Set(dates), [dates]);
  const daysOff = useMemo(() => new Set(barber?.daysOff ?? []), [barber]);
  // The chosen day has no time left for this visit and barber choice: the waiting list is offered.
  const full = date !== null && !apart && !asking && slotsFetcher.data?.ok === true && slotsFetcher.data.slots.length === 0;
  const totals = visitTotals(visit);
  // Filled in, as a browser reads `required`: the schema says what is wrong with them.
  const detailsFilled = customer.name !== "" && customer.email !== "" && customer.phone !== "";
  const detail = (name: keyof typeof emptyCustomer) => ({
    name,
    error: errors[name],
    value: customer[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => setCustomer({ ...customer, [name]: event.currentTarget.value }),
  });

  return (
    <Dialog
      title="Réserver votre rendez-vous"
      description={`${visitTitle(visit)} · ${formatDuration(totals.durationMinutes)} · ${formatPrice(totals.priceCents)}`}
      closeLabel="Fermer la fenêtre de réservation"
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
    >
      <form {...form} className="relative mt-5 space-y-6">
        <Honeypot />
        <input type="hidden" name="serviceIds" value={serviceIds.join(",")} />
        <input type="hidden" name="date" value={date ?? ""} />
        <input type="hidden" name="timeSlot" value={slot ?? ""} />
        <VisitServices visit={visit} services={services} onChange={changeVisit} />
        {apart ? (
          <p role="alert" className="rounded bg-white p-3 font-medium text-red-800 ring-1 ring-red-800/30">
            {bookingMessages.SERVICES_APART}
          </p>
        ) : (
          <BarberStep barbers={offeredBarbers} chosen={barberId} onChoose={chooseBarber} error={errors.barberId} />
        )}

        <fieldset hidden={apart}>
          <legend className="font-semibold">2. Choisissez une date</legend>
          <DayPicker
            mode="single"
            locale={fr}
            weekStartsOn={1}
            startMonth={toLocalDate(dates[0]!)}
            endMonth={toLocalDate(dates.at(-1)!)}
            selected={date ? toLocalDate(date) : undefined}
            defaultMonth={date ? toLocalDate(date) : undefined}
            disabled={(day) => !offered.has(toIso(day)) || daysOff.has(toIso(day))}
            onSelect={(day) => {
              if (!day) return;
              const iso = toIso(day);
              setDate(iso);
              setSlot(null);
              loadSlots(iso);
            }}
            className="mt-2"
          />
        </fieldset>

        {date && !apart ? <SlotStep date={date} loading={asking} answer={slotsFetcher.data} chosen={slot} onChoose={setSlot} /> : null}

        {date && slot && !apart ? (
          <fieldset className="space-y-3">
            <legend className="font-semibold">4. Vos coordonnées</legend>
            <Field label="Nom complet" {...detail("name")} autoComplete="name" required />
            <Field label="Email" {...detail("email")} type="email" autoComplete="email" required />
            <Field label="Téléphone" {...detail("phone")} type="tel" autoComplete="tel" required />
            {smsReminders ? (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="smsReminder" className="size-4 accent-ink" /> Recevoir un rappel par SMS
              </label>
            ) : null}
          </fieldset>
        ) : null}

        {date && slot && !apart && detailsFilled ? (
          <BookingRecap
            visit={visit}
            barberName={barber?.name ?? NO_PREFERENCE}
            date={date}
            slot={slot}
            customer={customer}
            submitting={submitting}
            expressError={expressError}
            onExpressChange={() => setExpressError(undefined)}
          />
        ) : null}
      </form>
      {full ? (
        <WaitlistOffer
          key={`${serviceIds.join(",")} ${date} ${barberId}`}
          serviceIds={serviceIds}
          date={date}
          barberId={barberId}
          onStillAvailable={() => loadSlots(date)}
        />
      ) : null}
    </Dialog>
  );
}
