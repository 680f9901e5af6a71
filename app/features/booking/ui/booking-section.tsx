import { BOOKING_ANCHOR } from "../anchors";
import type { Ref } from "react";
import { formatDuration } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { AWAIT_LIVE } from "~/lib/early-presses";
import type { ServiceView } from "../types";

type Props = {
  service: ServiceView | null;
  onBook(): void;
  /** The dialog was asked for and its code is still on its way. */
  busy?: boolean;
  bookButtonRef?: Ref<HTMLButtonElement>;
};

/**
 * 'Rendez-vous': the chosen service and the button that opens the booking dialog. Pressed before the
 * page is live, the button opens the dialog once it is (lib/early-presses), busy until it shows.
 */
export function BookingSection({ service, onBook, busy, bookButtonRef }: Props) {
  return (
    <section id={BOOKING_ANCHOR} className="scroll-mt-32 bg-ink px-4 py-14 text-paper" aria-labelledby="booking-title">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="booking-title" className="font-display text-4xl">
          Rendez-vous
        </h2>
        {service ? (
          <div className="mt-8 rounded-lg bg-ink-soft p-6">
            <h3 className="font-display text-2xl text-brass">{service.title}</h3>
            <p className="mt-2">
              {formatDuration(service.durationMinutes)} · {formatPrice(service.priceCents)}
            </p>
            {service.description ? <p className="mt-2 text-paper/80">{service.description}</p> : null}
            <button
              ref={bookButtonRef}
              type="button"
              {...AWAIT_LIVE}
              aria-busy={busy || undefined}
              onClick={onBook}
              className="mt-6 rounded bg-brass px-6 py-3 font-semibold text-ink hover:bg-paper"
            >
              Réserver maintenant
            </button>
          </div>
        ) : (
          <div className="mt-8">
            <p className="text-xl font-semibold">Aucun service sélectionné</p>
            <p className="mt-2 text-paper/80">Veuillez sélectionner un service ci-dessus pour commencer la réservation.</p>
          </div>
        )}
      </div>
    </section>
  );
}
