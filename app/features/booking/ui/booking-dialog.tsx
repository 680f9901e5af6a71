import { Dialog } from "radix-ui";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { DayPicker } from "react-day-picker";
import { fr } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { useFetcher } from "react-router";
import { Honeypot, HONEYPOT_FIELD } from "~/components/ui/honeypot";
import { formatDuration, formatLongDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { useResultToast } from "~/lib/form-feedback";
import { notify } from "~/lib/notify";
import { bookingMessages } from "../messages";
import { bookingSchema } from "../schema";
import type { BookingResult, ServiceView, SlotsResult } from "../types";

type Props = {
  service: ServiceView;
  dates: string[];
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened the dialog gets the focus back when it closes. */
  returnFocusTo(): HTMLElement | null;
};

const toLocalDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

const emptyCustomer = { name: "", email: "", phone: "" };
const fieldClass = "w-full rounded border border-ink/20 bg-white px-3 py-2 focus:border-brass focus:outline-none";

/** 'Réserver votre rendez-vous': date, then slot, then contact details, then the recap and confirmation. */
export function BookingDialog({ service, dates, open, onOpenChange, returnFocusTo }: Props) {
  const slotsFetcher = useFetcher<SlotsResult>();
  const bookingFetcher = useFetcher<BookingResult>();
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [customer, setCustomer] = useState(emptyCustomer);
  const submitting = bookingFetcher.state !== "idle";

  const reset = () => {
    setDate(null);
    setSlot(null);
    setCustomer(emptyCustomer);
  };
  const loadSlots = (day: string) =>
    void slotsFetcher.load(`/api/booking/slots?serviceId=${encodeURIComponent(service.id)}&date=${day}`);

  useEffect(() => {
    reset();
  }, [service.id]);

  useResultToast(bookingFetcher.data, {
    onSuccess: () => {
      reset();
      onOpenChange(false);
    },
    onFailure: (reply) => {
      if (reply.code === "SLOT_TAKEN" && date) {
        setSlot(null);
        loadSlots(date);
      }
    },
  });

  const offered = useMemo(() => new Set(dates), [dates]);
  const slots = slotsFetcher.data?.ok ? slotsFetcher.data.slots : [];
  const slotsLoading = slotsFetcher.state === "loading";
  const detailsComplete = customer.name.trim() !== "" && customer.email.trim() !== "" && customer.phone.trim() !== "";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const website = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? "");
    const values = { serviceId: service.id, date: date ?? "", timeSlot: slot ?? "", ...customer, [HONEYPOT_FIELD]: website };
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
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-xl bg-paper p-5 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[36rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-7">
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
              <legend className="font-semibold">1. Choisissez une date</legend>
              <DayPicker
                mode="single"
                locale={fr}
                weekStartsOn={1}
                startMonth={toLocalDate(dates[0]!)}
                endMonth={toLocalDate(dates.at(-1)!)}
                selected={date ? toLocalDate(date) : undefined}
                disabled={(day) => !offered.has(toIso(day))}
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
                <legend className="font-semibold">2. Choisissez un créneau le {formatLongDate(date, { year: false })}</legend>
                {slotsLoading ? (
                  <p className="mt-2 text-muted" role="status">
                    Chargement des créneaux...
                  </p>
                ) : slotsFetcher.data && !slotsFetcher.data.ok ? (
                  <p className="mt-2 text-red-800">{slotsFetcher.data.message}</p>
                ) : slots.length === 0 ? (
                  <p className="mt-2 text-muted">Aucun créneau disponible ce jour-là. Choisissez une autre date.</p>
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
                <legend className="font-semibold">3. Vos coordonnées</legend>
                <label className="block text-sm">
                  Nom complet
                  <input className={fieldClass} name="name" autoComplete="name" required value={customer.name}
                    onChange={(e) => setCustomer({ ...customer, name: e.target.value })} />
                </label>
                <label className="block text-sm">
                  Email
                  <input className={fieldClass} name="email" type="email" autoComplete="email" required value={customer.email}
                    onChange={(e) => setCustomer({ ...customer, email: e.target.value })} />
                </label>
                <label className="block text-sm">
                  Téléphone
                  <input className={fieldClass} name="phone" type="tel" autoComplete="tel" required value={customer.phone}
                    onChange={(e) => setCustomer({ ...customer, phone: e.target.value })} />
                </label>
              </fieldset>
            ) : null}

            {date && slot && detailsComplete ? (
              <section aria-labelledby="booking-recap" className="rounded-lg bg-white p-4 ring-1 ring-brass/40">
                <h3 id="booking-recap" className="font-semibold">Récapitulatif de votre réservation</h3>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  {[
                    ["Service", service.title],
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
                <button type="submit" disabled={submitting} className="mt-4 w-full rounded bg-ink px-4 py-3 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60">
                  {submitting ? "Confirmation en cours..." : "Confirmer la réservation"}
                </button>
              </section>
            ) : null}
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
