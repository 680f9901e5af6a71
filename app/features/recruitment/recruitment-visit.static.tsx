import { SalonDetails } from "~/components/ui/salon-details";
import { fullAddress } from "~/lib/salon";

/** Beside the application form, how to reach the salon and to come by: written by the server, kept by the browser (ServerHtml). */
export default function RecruitmentVisit() {
  return (
    <>
      <SalonDetails title="Nous contacter" />
      <div className="rounded-lg bg-white p-6 shadow-sm">
        <h2 className="font-display text-2xl">Passez nous voir</h2>
        <p className="mt-2 text-muted">
          Vous préférez vous présenter de vive voix ? Venez nous rencontrer au salon, {fullAddress}, avec votre CV : nous prendrons le temps d'échanger entre
          deux clients.
        </p>
      </div>
    </>
  );
}
