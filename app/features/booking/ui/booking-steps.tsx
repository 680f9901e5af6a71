import { FieldError, useFieldIds } from "~/components/ui/field";
import { formatLongDate } from "~/lib/dates";
import type { BarberOffer, SlotsResult } from "../types";
import { waitlistMessages } from "../waitlist-messages";

export const NO_PREFERENCE = "Sans préférence";

/** '1. Choisir votre barbier': 'Sans préférence' or one of `barbers`, radios named `barberId`; the form's error about it under the group. */
export function BarberStep({ barbers, chosen, onChoose, error }: { barbers: BarberOffer[]; chosen: string; onChoose(id: string): void; error?: string }) {
  const ids = useFieldIds({ error });
  return (
    <fieldset {...ids.control}>
      <legend className="font-semibold">1. Choisir votre barbier</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {[{ id: "", name: NO_PREFERENCE, photoUrl: null }, ...barbers].map((b) => (
          <label
            key={b.id}
            className="flex cursor-pointer items-center gap-2 rounded border border-ink/20 bg-white px-3 py-2 text-sm has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brass"
          >
            <input type="radio" name="barberId" value={b.id} checked={chosen === b.id} onChange={() => onChoose(b.id)} className="accent-ink" />
            {b.photoUrl ? <img src={b.photoUrl} alt="" width={32} height={32} loading="lazy" className="size-8 rounded-full object-cover" /> : null}
            <span className="font-medium">{b.name}</span>
          </label>
        ))}
      </div>
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}

/** '3. Choisissez un créneau le …': the day's free times (or why there are none), the chosen one pressed. */
export function SlotStep({
  date,
  loading,
  answer,
  chosen,
  onChoose,
}: {
  date: string;
  loading: boolean;
  answer: SlotsResult | undefined;
  chosen: string | null;
  onChoose(time: string): void;
}) {
  const slots = answer?.ok ? answer.slots : [];
  return (
    <fieldset>
      <legend className="font-semibold">3. Choisissez un créneau le {formatLongDate(date, { year: false })}</legend>
      {loading ? (
        <p className="mt-2 text-muted" role="status">
          Chargement des créneaux...
        </p>
      ) : answer && !answer.ok ? (
        <p className="mt-2 text-red-800">{answer.message}</p>
      ) : slots.length === 0 ? (
        <p className="mt-2 text-muted">{`${waitlistMessages.noSlots} ${waitlistMessages.noSlotsHint}`}</p>
      ) : (
        <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-5" role="group" aria-label="Créneaux disponibles">
          {slots.map((time) => (
            <button
              key={time}
              type="button"
              aria-pressed={chosen === time}
              onClick={() => onChoose(time)}
              className={`rounded border px-2 py-2 text-sm ${chosen === time ? "border-ink bg-ink text-paper" : "border-ink/20 bg-white hover:border-brass"}`}
            >
              {time}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
