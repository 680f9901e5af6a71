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
import { BookingRecap } from "./booking-recap";
import { BarberStep, NO_PREFERENCE, SlotStep } from "./booking-steps";
import { WaitlistOffer } from "./waitlist-offer";

type Props = {
  service: ServiceView;
  dates: string[];
  /** The active barbers, whatever the service: those who perform it are offered. */
  barbers: BarberOffer[];
  /** The barber chosen when the dialog opens ('Réserver à nouveau'), if they perform the service. */
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

const performers = (barbers: BarberOffer[], serviceId: string) => barbers.filter((b) => !b.skippedServiceIds.includes(serviceId));
const slotsUrl = (serviceId: string, day: string, barberId: string) =>
  `/api/booking/slots?serviceId=${encodeURIComponent(serviceId)}&date=${day}${barberId ? `&barberId=${encodeURIComponent(barberId)}` : ""}`;

/**
 * 'Réserver votre rendez-vous': barber ('Sans préférence' or one who performs the service), date,
 * then slot, then contact details, then the recap and confirmation.
 */
export function BookingDialog({ service, dates, barbers, initialBarberId, initialDate, open, onOpenChange, returnFocusTo }: Props) {
  const slotsFetcher = useFetcher<SlotsResult>();
  const bookingFetcher = useFetcher<BookingResult>();
  const offeredBarbers = useMemo(() => performers(barbers, service.id), [barbers, service.id]);
  // "": 'Sans préférence'.
  const [barberId, setBarberId] = useState(() => (offeredBarbers.some((b) => b.id === initialBarberId) ? initialBarberId! : ""));
  const barber = offeredBarbers.find((b) => b.id === barberId) ?? null;
  const [date, setDate] = useState<string | null>(() =>
    initialDate && dates.includes(initialDate) && !barbers.find((b) => b.id === barberId)?.daysOff.includes(initialDate) ? initialDate : null,
  );
  const [slot, setSlot] = useState<string | null>(null);
  const [customer, setCustomer] = useState(emptyCustomer);
  const submitting = bookingFetcher.state !== "idle";

  const reset = () => {
    setDate(null);
    setSlot(null);
    setCustomer(emptyCustomer);
  };

  // Times asked for and not answered yet: until the fetcher, having changed, is idle again. (It also
  // reloads them after any form's answer: the times shown, and the waiting list's form with its
  // answer, stay meanwhile.)
  const [asking, setAsking] = useState(date !== null);
  const [seen, setSeen] = useState({ state: slotsFetcher.state, data: slotsFetcher.data });
  if (slotsFetcher.state !== seen.state || slotsFetcher.data !== seen.data) {
    setSeen({ state: slotsFetcher.state, data: slotsFetcher.data });
    if (slotsFetcher.state === "idle") setAsking(false);
  }
  const loadSlots = (day: string, chosen = barberId) => {
    setAsking(true);
    void slotsFetcher.load(slotsUrl(service.id, day, chosen));
  };

  // Opened on a day (a waiting list's mail): its times at once (`asking` starts true then).
  const [firstSlots] = useState(() => (date ? slotsUrl(service.id, date, barberId) : null));
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

  // Another service chosen on the page: the dialog starts afresh, the barber chosen stays if they
  // perform it (else 'Sans préférence').
  const [shownService, setShownService] = useState(service.id);
  if (shownService !== service.id) {
    setShownService(service.id);
    reset();
    if (!performers(barbers, service.id).some((b) => b.id === barberId)) setBarberId("");
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
    onValid: (element) => void bookingFetcher.submit(element, { method: "post", action: "/api/bookings" }),
    onSuccess: () => {
      reset();
      setBarberId("");
      onOpenChange(false);
    },
    onFailure: (failure) => {
      if (failure.code === "SLOT_TAKEN" && date) {
        setSlot(null);
        loadSlots(date);
      }
      // The barber stopped working or performing the service meanwhile.
      if (failure.code === "INVALID_BARBER") chooseBarber("");
    },
  });

  const offered = useMemo(() => new Set(dates), [dates]);
  const daysOff = useMemo(() => new Set(barber?.daysOff ?? []), [barber]);
  // The chosen day has no time left for this service and barber choice: the waiting list is offered.
  const full = date !== null && !asking && slotsFetcher.data?.ok === true && slotsFetcher.data.slots.length === 0;
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
      description={`${service.title} · ${formatDuration(service.durationMinutes)} · ${formatPrice(service.priceCents)}`}
      closeLabel="Fermer la fenêtre de réservation"
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
    >
      <form {...form} className="relative mt-5 space-y-6">
        <Honeypot />
        <input type="hidden" name="serviceId" value={service.id} />
        <input type="hidden" name="date" value={date ?? ""} />
        <input type="hidden" name="timeSlot" value={slot ?? ""} />
        <BarberStep barbers={offeredBarbers} chosen={barberId} onChoose={chooseBarber} error={errors.barberId} />

        <fieldset>
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

        {date ? <SlotStep date={date} loading={asking} answer={slotsFetcher.data} chosen={slot} onChoose={setSlot} /> : null}

        {date && slot ? (
          <fieldset className="space-y-3">
            <legend className="font-semibold">4. Vos coordonnées</legend>
            <Field label="Nom complet" {...detail("name")} autoComplete="name" required />
            <Field label="Email" {...detail("email")} type="email" autoComplete="email" required />
            <Field label="Téléphone" {...detail("phone")} type="tel" autoComplete="tel" required />
          </fieldset>
        ) : null}

        {date && slot && detailsFilled ? (
          <BookingRecap service={service} barberName={barber?.name ?? NO_PREFERENCE} date={date} slot={slot} customer={customer} submitting={submitting} />
        ) : null}
      </form>
      {full ? (
        <WaitlistOffer
          key={`${service.id} ${date} ${barberId}`}
          serviceId={service.id}
          date={date}
          barberId={barberId}
          onStillAvailable={() => loadSlots(date)}
        />
      ) : null}
    </Dialog>
  );
}
