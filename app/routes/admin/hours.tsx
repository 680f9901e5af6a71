import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { requireAdmin } from "~/features/accounts/session.server";
import { underItsField } from "~/features/admin/field-refusal";
import { scheduleMessages as m } from "~/features/admin/schedule-messages";
import { scheduleActionSchema, type ScheduleAction } from "~/features/admin/schedule-schema";
import {
  addPublicHolidays,
  addScheduleException,
  cancelBookingsOutsideHours,
  deleteScheduleException,
  saveWeeklyHours,
  scheduleForAdmin,
  switchReminders,
  switchReviewRequests,
} from "~/features/admin/schedule.server";
import { AdminEmptyState, AdminLoadError } from "~/features/admin/ui/admin-parts";
import { DocumentReply } from "~/features/admin/ui/document-reply";
import { ExceptionForm, ExceptionRow, HolidayButton, RemindersSwitch, ReviewRequestsSwitch, sectionClass, WeekForm } from "~/features/admin/ui/schedule-forms";
import { useResultToast } from "~/lib/form-feedback";
import { formAction } from "~/lib/form.server";
import { pageMeta } from "~/lib/seo";
import { formatPrice } from "~/lib/money";
import type { Route } from "./+types/hours";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return scheduleForAdmin();
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(request, { name: "admin schedule", schema: scheduleActionSchema, messages: m }, async (input) => underItsField(await run(input)));
}

/** What each form of the screen does (its refusal of one field is then answered under that field). */
function run(input: ScheduleAction) {
  switch (input.intent) {
    case "save-week":
      return saveWeeklyHours({ 1: input.day1, 2: input.day2, 3: input.day3, 4: input.day4, 5: input.day5, 6: input.day6, 7: input.day7 });
    case "add-exception":
      return addScheduleException({ from: input.from, to: input.to, label: input.label, hours: input.hours });
    case "delete-exception":
      return deleteScheduleException(input.id);
    case "add-holidays":
      return addPublicHolidays(input.year);
    case "cancel-bookings":
      return cancelBookingsOutsideHours(input.ids);
    case "reminders":
      return switchReminders(input.enabled === "on");
    case "review-requests":
      return switchReviewRequests(input.enabled === "on");
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Horaires – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="Horaires" message={m.loadFailed} />;
}

/** The arrhes a closure gives back, and owes once more (art. L214-1), said before the owner confirms. */
function closureDepositText(outside: ReadonlyArray<{ depositCents: number | null }>): string {
  const paid = outside.filter((b) => b.depositCents);
  const total = paid.reduce((sum, b) => sum + (b.depositCents ?? 0), 0);
  return total > 0
    ? ` Arrhes payées par ${paid.length} client(s) : ${formatPrice(total)}, remboursées par PayPal ; le salon doit en plus leur verser ${formatPrice(total)} (restitution au double, art. L214-1 du Code de la consommation).`
    : "";
}

export default function AdminHours({ loaderData }: Route.ComponentProps) {
  const { weekly, exceptions, outside, today, reminders, reviewRequests } = loaderData;
  const cancellation = useFetcher<typeof action>();
  useResultToast(cancellation.data);
  const outsideTitle = useRef<HTMLHeadingElement>(null);
  const hadOutside = useRef(outside.length > 0);
  // Once the bookings are cancelled, their list goes: focus stays on the section's heading.
  useEffect(() => {
    if (hadOutside.current && outside.length === 0) outsideTitle.current?.focus();
    hadOutside.current = outside.length > 0;
  }, [outside.length]);
  const year = Number(today.slice(0, 4));

  return (
    <div className="space-y-8">
      <h1 className="font-display text-3xl">Horaires</h1>
      <DocumentReply />

      {outside.length > 0 ? (
        <section aria-labelledby="outside-title" className="space-y-3 rounded-lg border border-amber-700/40 bg-amber-50 p-5">
          <h2 id="outside-title" ref={outsideTitle} tabIndex={-1} className="text-xl font-semibold text-amber-950">
            Rendez-vous en dehors des horaires ({outside.length})
          </h2>
          <p className="text-sm">
            Ces rendez-vous confirmés tombent un jour fermé ou hors des horaires. Annulez-les (chaque client reçoit un e-mail) ou retirez l'exception.
          </p>
          <ul className="space-y-1" aria-label="Rendez-vous en dehors des horaires">
            {outside.map((b) => (
              <li key={b.id}>
                {b.dateText} à {b.timeSlot.replace(":", "h")} – {b.serviceTitle} – {b.customerName} ({b.customerEmail ?? "pas d'e-mail"})
              </li>
            ))}
          </ul>
          <ConfirmDialog
            title="Annuler ces rendez-vous"
            message={`${outside.length} rendez-vous seront annulés et chaque client prévenu par e-mail.${closureDepositText(outside)}`}
            confirmLabel="Annuler les rendez-vous"
            onConfirm={() => void cancellation.submit({ intent: "cancel-bookings", ids: outside.map((b) => b.id).join(",") }, { method: "post" })}
            trigger={
              <button
                type="button"
                disabled={cancellation.state !== "idle"}
                className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60"
              >
                Annuler ces rendez-vous et prévenir les clients
              </button>
            }
          />
        </section>
      ) : (
        <h2 ref={outsideTitle} tabIndex={-1} className="sr-only">
          Aucun rendez-vous en dehors des horaires
        </h2>
      )}

      <WeekForm weekly={weekly} />

      <section aria-labelledby="exceptions-title" className={sectionClass}>
        <h2 id="exceptions-title" className="text-xl font-semibold">
          Fermetures et horaires exceptionnels
        </h2>
        {exceptions.length === 0 ? (
          <AdminEmptyState
            title="Aucune exception à venir"
            text="Les fermetures (congés, jours fériés, formation) et ouvertures exceptionnelles apparaîtront ici."
          />
        ) : (
          <ul className="divide-y divide-ink/10" aria-label="Exceptions à venir">
            {exceptions.map((e) => (
              <ExceptionRow key={e.id} exception={e} />
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          <HolidayButton year={year} />
          <HolidayButton year={year + 1} />
        </div>
        <h3 className="pt-2 font-semibold">Ajouter une fermeture ou des horaires exceptionnels</h3>
        <ExceptionForm today={today} />
      </section>

      <RemindersSwitch enabled={reminders} />
      <ReviewRequestsSwitch enabled={reviewRequests} />
    </div>
  );
}
