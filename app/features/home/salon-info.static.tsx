import { ExceptionalHours } from "~/components/ui/exceptional-hours";
import { StarIcons } from "~/components/ui/star-icons";
import { useSalonHours, weekRows } from "~/lib/opening-hours";
import { fullAddress, salon } from "~/lib/salon";

/** The salon's name, rating, address, phone and hours: written by the server, kept by the browser (ServerHtml, see SalonBlock). */
export default function SalonInfo() {
  return (
    <>
      <h2 id="salon-title" className="font-display text-4xl">
        {salon.name}
      </h2>
      <p className="mt-3 flex items-center gap-2">
        <StarIcons filled={5} className="text-xl" />
        <span className="font-semibold">{salon.rating.value.toFixed(1)}</span>
        <span className="text-muted">({salon.rating.count} avis Google)</span>
      </p>
      <p className="mt-4">{fullAddress}</p>
      <p className="mt-1">
        <a href={salon.phoneHref} className="font-semibold underline hover:text-brass-dark">
          {salon.phone}
        </a>
      </p>
      <h3 className="mt-6 font-semibold">Horaires</h3>
      <ul className="mt-2 space-y-1">
        {weekRows(useSalonHours().weekly).map((h) => (
          <li key={h.days}>
            <span className="font-medium">{h.days}</span> : {h.hours}
          </li>
        ))}
      </ul>
      <ExceptionalHours className="mt-4 text-sm" />
    </>
  );
}
