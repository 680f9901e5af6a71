import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useResultToast, type Reply } from "~/lib/form-feedback";
import { formatPrice } from "~/lib/money";
import type { AdminBooking, AdminDeposit } from "../bookings.server";

const statusText: Record<AdminDeposit["status"], string> = {
  pending: "en attente de paiement",
  paid: "payées",
  refunded: "remboursées",
  kept: "conservées",
  expired: "non payées",
};

/** « Arrhes : payées 10,00 € », a refund still owed, and what the salon owes on top after cancelling. */
export function DepositCell({ bookingId, deposit, customerName }: { bookingId: string; deposit: AdminDeposit; customerName: string }) {
  const fetcher = useFetcher<Reply>();
  useResultToast(fetcher.data);
  const owed = deposit.compensationCents > 0 && !deposit.compensationPaid;
  return (
    <div className="mt-1 text-sm">
      <p>
        Arrhes : {deposit.refundDue ? "remboursement en cours" : statusText[deposit.status]} ({formatPrice(deposit.amountCents)})
      </p>
      {deposit.compensationCents > 0 ? (
        <p className={owed ? "font-semibold text-red-800" : "text-muted"}>
          {owed ? "À verser au client en plus" : "Versé au client en plus"} : {formatPrice(deposit.compensationCents)}
        </p>
      ) : null}
      {deposit.status === "kept" && !deposit.refundDue ? (
        <ConfirmDialog
          title="Rembourser les arrhes"
          message={`Les arrhes de ${formatPrice(deposit.amountCents)} conservées seront remboursées à ${customerName} par PayPal, avec un avoir (rétractation écrite dans les 14 jours suivant la réservation, ou cas de force majeure).`}
          confirmLabel="Rembourser"
          onConfirm={() => void fetcher.submit({ intent: "refund-deposit", id: bookingId }, { method: "post" })}
          trigger={
            <button
              type="button"
              disabled={fetcher.state !== "idle"}
              aria-label={`Rembourser les arrhes de ${customerName}`}
              className="mt-1 rounded border border-ink/30 px-2 py-1 text-xs font-semibold hover:bg-paper disabled:opacity-50"
            >
              Rembourser les arrhes
            </button>
          }
        />
      ) : null}
      {owed ? (
        <fetcher.Form method="post" className="mt-1">
          <input type="hidden" name="intent" value="compensation-paid" />
          <input type="hidden" name="id" value={bookingId} />
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            aria-label={`Marquer comme versés les ${formatPrice(deposit.compensationCents)} dus à ${customerName}`}
            className="rounded border border-ink/30 px-2 py-1 text-xs font-semibold hover:bg-paper disabled:opacity-50"
          >
            Marquer comme versé
          </button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}

/** What a cancellation at the client's request does to the arrhes, said before the owner confirms. */
export function clientCancelDepositText(deposit: AdminDeposit): string {
  return `Ses arrhes de ${formatPrice(deposit.amountCents)} lui seront remboursées par PayPal s'il est dans son délai de rétractation (14 jours après la réservation) ou à 24 h ou plus du rendez-vous ; sinon, elles seront conservées.`;
}

/** The amounts a salon's cancellation moves, said before the owner confirms. */
export function salonCancelDepositText(deposit: AdminBooking["deposit"]): string {
  if (!deposit || deposit.status !== "paid" || deposit.refundDue) return "";
  const amount = formatPrice(deposit.amountCents);
  return ` Arrhes payées : ${amount}, remboursées par PayPal ; le salon doit en plus verser ${amount} au client (restitution au double, art. L214-1 du Code de la consommation).`;
}
