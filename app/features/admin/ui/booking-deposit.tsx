import { useFetcher } from "react-router";
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

/** The amounts a salon's cancellation moves, said before the owner confirms. */
export function salonCancelDepositText(deposit: AdminBooking["deposit"]): string {
  if (!deposit || deposit.status !== "paid" || deposit.refundDue) return "";
  const amount = formatPrice(deposit.amountCents);
  return ` Arrhes payées : ${amount}, remboursées par PayPal ; le salon doit en plus verser ${amount} au client (restitution au double, art. L214-1 du Code de la consommation).`;
}
