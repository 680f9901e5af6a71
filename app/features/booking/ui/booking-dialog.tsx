import { Dialog } from "radix-ui";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { DayPicker } from "react-day-picker";
import { fr } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { useFetcher } from "react-router";
import { Honeypot, HONEYPOT_FIELD } from "~/components/ui/honeypot";
import { formatDuration, formatLongDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { useResultToast } from "~/lib/form-feedback";
import { notify } from "~/lib/notify";
import { bookingConfirmedWith, bookingMessages } from "../messages";
import { bookingSchema } from "../schema";
import type { BarberOffer, BookingResult, ServiceView, SlotsResult } from "../types";
import { waitlistMessages } from "../waitlist-messages";
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
const fieldClass = "w-full rounded border border-ink/20 bg-white px-3 py-2 focus:border-brass focus:outline-none";

const NO_PREFERENCE = "Sans préférence";
const performers = (barbers: BarberOffer[], serviceId: string) => barbers.filter((b) => !b.skippedServiceIds.includes(serviceId));

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
  // Times asked for and not answered yet. (The fetcher also reloads them after any form's answer:
  // the times shown, and the waiting list's form with its answer, stay meanwhile.)
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (slotsFetcher.state === "idle") setAsking(false);
  }, [slotsFetcher.state]);
  const loadSlots = (day: string, chosen = barberId) => {
    setAsking(true);
    void slotsFetcher.load(
      `/api/booking/slots?serviceId=${encodeURIComponent(service.id)}&date=${day}${chosen ? `&barberId=${encodeURIComponent(chosen)}` : ""}`,
    );
  };

  function chooseBarber(id: string) {
    setBarberId(id);
    setSlot(null);
    if (!date) return;
    // A day the barber does not work is no longer a choice.
    if (barbers.find((b) => b.id === id)?.daysOff.includes(date)) setDate(null);
    else loadSlots(date, id);
  }

  // Opened on a day (a waiting list's mail): its times at once.
  useEffect(() => {
    if (date) loadSlots(date);
  }, []);

  const shownService = useRef(service.id);
  useEffect(() => {
    if (shownService.current === service.id) return;
    shownService.current = service.id;
    reset();
    // The barber chosen stays if they perform the new service; else 'Sans préférence'.
    setBarberId((current) => (performers(barbers, service.id).some((b) => b.id === current) ? current : ""));
  }, [service.id]);

  // The confirmation names the barber who takes the appointment.
  const reply = useMemo(() => {
    const answer = bookingFetcher.data;
    return answer?.ok && answer.barber
      ? { ...answer, message: `${answer.message ?? bookingMessages.success} ${bookingConfirmedWith(answer.barber.name)}` }
      : answer;
  }, [bookingFetcher.data]);
  useResultToast(reply, {
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
  const slots = slotsFetcher.data?.ok ? slotsFetcher.data.slots : [];
  const slotsLoading = asking;
  // The chosen day has no time left for this service and barber choice: the waiting list is offered.
  const full = date !== null && !slotsLoading && slotsFetcher.data?.ok === true && slots.length === 0;
  const detailsComplete = customer.name.trim() !== "" && customer.email.trim() !== "" && customer.phone.trim() !== "";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const website = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? "");
    const values = { serviceId: service.id, barberId, date: date ?? "", timeSlot: slot ?? "", ...customer, [HONEYPOT_FIELD]: website };
    const parsed = bookingSchema.safeParse(values);
    if (!parsed.success) {
      notify.error(parsed.error.issues[0]?.message ?? bookingMessages.missingFields);
      return;
    }
    void bookingFetcher.submit(values, { method: "post", action: "/api/bookings" });
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo()?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-xl bg-paper p-5 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[36rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-7"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl">Réserver votre rendez-vous</Dialog.Title>
            <Dialog.Close aria-label="Fermer la fenêtre de réservation" className="rounded p-1 text-2xl leading-none hover:bg-ink/10">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-muted">
            {service.title} · {formatDuration(service.durationMinutes)} · {formatPrice(service.priceCents)}
          </Dialog.Description>

          <form onSubmit={submit} className="relative mt-5 space-y-6">
            <Honeypot />
            <fieldset>
              <legend className="font-semibold">1. Choisir votre barbier</legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {[{ id: "", name: NO_PREFERENCE, photoUrl: null }, ...offeredBarbers].map((b) => (
                  <label
                    key={b.id}
                    className="flex cursor-pointer items-center gap-2 rounded border border-ink/20 bg-white px-3 py-2 text-sm has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brass"
                  >
                    <input type="radio" name="barberId" value={b.id} checked={barberId === b.id} onChange={() => chooseBarber(b.id)} className="accent-ink" />
                    {b.photoUrl ? <img src={b.photoUrl} alt="" width={32} height={32} loading="lazy" className="size-8 rounded-full object-cover" /> : null}
                    <span className="font-medium">{b.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>

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

            {date ? (
              <fieldset>
                <legend className="font-semibold">3. Choisissez un créneau le {formatLongDate(date, { year: false })}</legend>
                {slotsLoading ? (
                  <p className="mt-2 text-muted" role="status">
                    Chargement des créneaux...
                  </p>
                ) : slotsFetcher.data && !slotsFetcher.data.ok ? (
                  <p className="mt-2 text-red-800">{slotsFetcher.data.message}</p>
                ) : slots.length === 0 ? (
                  <p className="mt-2 text-muted">{`${waitlistMessages.noSlots} ${waitlistMessages.noSlotsHint}`}</p>
                ) : (
                  <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-5" role="group" aria-label="Créneaux disponibles">
                    {slots.map((time) => (
                      <button
                        key={time}
                        type="button"
                        aria-pressed={slot === time}
                        onClick={() => setSlot(time)}
                        className={`rounded border px-2 py-2 text-sm ${slot === time ? "border-ink bg-ink text-paper" : "border-ink/20 bg-white hover:border-brass"}`}
                      >
                        {time}
                      </button>
                    ))}
                  </div>
                )}
              </fieldset>
            ) : null}

            {date && slot ? (
              <fieldset className="space-y-3">
                <legend className="font-semibold">4. Vos coordonnées</legend>
                <label className="block text-sm">
                  Nom complet
                  <input
                    className={fieldClass}
                    name="name"
                    autoComplete="name"
                    required
                    value={customer.name}
                    onChange={(e) => setCustomer({ ...customer, name: e.target.value })}
                  />
                </label>
                <label className="block text-sm">
                  Email
                  <input
                    className={fieldClass}
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    value={customer.email}
                    onChange={(e) => setCustomer({ ...customer, email: e.target.value })}
                  />
                </label>
                <label className="block text-sm">
                  Téléphone
                  <input
                    className={fieldClass}
                    name="phone"
                    type="tel"
                    autoComplete="tel"
                    required
                    value={customer.phone}
                    onChange={(e) => setCustomer({ ...customer, phone: e.target.value })}
                  />
                </label>
              </fieldset>
            ) : null}

            {date && slot && detailsComplete ? (
              <section aria-labelledby="booking-recap" className="rounded-lg bg-white p-4 ring-1 ring-brass/40">
                <h3 id="booking-recap" className="font-semibold">
                  Récapitulatif de votre réservation
                </h3>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  {[
                    ["Service", service.title],
                    ["Barbier", barber?.name ?? NO_PREFERENCE],
                    ["Date", formatLongDate(date, { year: false })],
                    ["Heure", slot],
                    ["Durée", formatDuration(service.durationMinutes)],
                    ["Prix", formatPrice(service.priceCents)],
                    ["Nom", customer.name],
                    ["Email", customer.email],
                    ["Téléphone", customer.phone],
                  ].map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt className="text-muted">{label}</dt>
                      <dd className="font-medium">{value}</dd>
                    </div>
                  ))}
                </dl>
                <button
                  type="submit"
                  disabled={submitting}
                  className="mt-4 w-full rounded bg-ink px-4 py-3 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60"
                >
                  {submitting ? "Confirmation en cours..." : "Confirmer la réservation"}
                </button>
              </section>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
