import { useState } from "react";
import { useCookieConsent } from "~/lib/cookie-consent";
import { notify } from "~/lib/notify";
import { fullAddress, salon } from "~/lib/salon";
import { ServerHtml } from "~/components/ui/server-html";
import SalonInfo from "./salon-info.static";

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
        <ServerHtml id="salon-coordonnees">
          <SalonInfo />
        </ServerHtml>
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
