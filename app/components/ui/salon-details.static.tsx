import { fullAddress, salon } from "~/lib/salon";
import { useSalonHours, weekRows } from "~/lib/opening-hours";
import { ExceptionalHours } from "./exceptional-hours";

/** Address, phone, e-mail and opening hours: no script needed, the server writes them (see SalonDetails). */
export default function SalonDetailsContent({ title }: { title: string }) {
  return (
    <>
      <h2 className="font-display text-2xl text-brass">{title}</h2>
      <address className="mt-4 space-y-2 not-italic">
        <p>{salon.name}</p>
        <p>{fullAddress}</p>
        <p>
          Téléphone :{" "}
          <a href={salon.phoneHref} className="underline hover:text-brass">
            {salon.phone}
          </a>
        </p>
        <p>
          Email :{" "}
          <a href={`mailto:${salon.email}`} className="underline hover:text-brass">
            {salon.email}
          </a>
        </p>
      </address>
      <h3 className="mt-6 font-semibold">Horaires d'ouverture</h3>
      <ul className="mt-2 space-y-1 text-paper/90">
        {weekRows(useSalonHours().weekly).map((h) => (
          <li key={h.days}>
            {h.days} : {h.hours}
          </li>
        ))}
      </ul>
      <ExceptionalHours className="mt-4 text-sm text-paper/90" />
    </>
  );
}
