import { useState } from "react";
import { useCookieConsent } from "~/lib/cookie-consent";
import { notify } from "~/lib/notify";
import { fullAddress, salon } from "~/lib/salon";
import { useSalonHours, weekRows } from "~/lib/opening-hours";
import { ExceptionalHours } from "~/components/ui/exceptional-hours";
import { StarIcons } from "~/components/ui/star-icons";

const { latitude, longitude } = salon.geo;
const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${salon.name}, ${fullAddress}`)}`;
const mapUrl =
  `https://www.openstreetmap.org/export/embed.html?bbox=${longitude - 0.006}%2C${latitude - 0.003}%2C${longitude + 0.006}%2C${latitude + 0.003}` +
  `&layer=mapnik&marker=${latitude}%2C${longitude}`;

async function share() {
  const data = { title: salon.name, text: `${salon.name}, ${salon.tagline}`, url: window.location.origin + "/" };
  if (navigator.share) {
    try {
      await navigator.share(data);
    } catch {
      // Closing the share sheet is not an error.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(data.url);
    notify.success("Lien copié dans le presse-papiers");
  } catch {
    notify.error("Impossible de copier le lien");
  }
}

/** Name, rating, address, phone, hours, directions, sharing, and a map that loads only after consent or a click. */
export function SalonBlock() {
  const { consent } = useCookieConsent();
  const [mapRequested, setMapRequested] = useState(false);
  const showMap = consent === "accepted" || mapRequested;
  return (
    <section className="mx-auto grid max-w-6xl gap-8 px-4 py-14 md:grid-cols-2" aria-labelledby="salon-title">
      <div>
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
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={directionsUrl} target="_blank" rel="noopener noreferrer" className="rounded bg-ink px-5 py-3 font-semibold text-paper hover:bg-ink-soft">
            Itinéraire
          </a>
          <button type="button" onClick={() => void share()} className="rounded border border-ink px-5 py-3 font-semibold hover:bg-ink hover:text-paper">
            Partager
          </button>
        </div>
      </div>
      <div className="aspect-[4/3] overflow-hidden rounded-lg bg-ink-soft">
        {showMap ? (
          <iframe title={`Plan d'accès : ${salon.name}`} src={mapUrl} loading="lazy" className="h-full w-full border-0" />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center text-paper">
            <p>La carte est fournie par OpenStreetMap. Elle ne se charge qu'avec votre accord.</p>
            <button type="button" onClick={() => setMapRequested(true)} className="rounded bg-brass px-5 py-3 font-semibold text-ink hover:bg-paper">
              Afficher la carte
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
