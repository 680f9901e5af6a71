import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useRouteLoaderData } from "react-router";
import { useCookieConsent } from "~/lib/cookie-consent";
import { onDemand } from "~/lib/on-demand";
import { fullAddress, salon } from "~/lib/salon";
import { ServerHtml } from "~/components/ui/server-html";
import SalonInfo from "./salon-info.static";

const { latitude, longitude } = salon.geo;
const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${salon.name}, ${fullAddress}`)}`;
const mapUrl =
  `https://www.openstreetmap.org/export/embed.html?bbox=${longitude - 0.006}%2C${latitude - 0.003}%2C${longitude + 0.006}%2C${latitude + 0.003}` +
  `&layer=mapnik&marker=${latitude}%2C${longitude}`;

/** The map's page on OpenStreetMap: what 'Afficher la carte' opens before the page is live (or without scripts). */
const mapPageUrl = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

/** 'Partager' before the page is live (or without scripts): a mail carrying the salon's address. */
const shareByMail = (siteUrl: string) =>
  `mailto:?subject=${encodeURIComponent(salon.name)}&body=${encodeURIComponent(`${salon.name}, ${salon.tagline} : ${siteUrl}/`)}`;

/** The share sheet or the copied link: code that only runs on a press, fetched on the first sign of one. */
const sharing = onDemand(() => import("./share"));

/** A plain click (no modifier, main button): the page handles it; any other is left to the browser. */
const plainClick = (event: MouseEvent) => !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);

/**
 * Name, rating, address, phone, hours, directions, sharing, and a map that loads only after consent or
 * a click. 'Partager' and 'Afficher la carte' are links that work before the page is live (a mail, the
 * map's page in a new tab); once live they share, and show the map in place.
 */
export function SalonBlock() {
  const { consent } = useCookieConsent();
  const siteUrl = (useRouteLoaderData("root") as { publicUrl?: string } | undefined)?.publicUrl ?? "";
  const [mapRequested, setMapRequested] = useState(false);
  const showMap = consent === "accepted" || mapRequested;
  const map = useRef<HTMLIFrameElement>(null);
  // Shown on request, the map takes the focus the link had.
  useEffect(() => {
    if (mapRequested) map.current?.focus();
  }, [mapRequested]);
  return (
    <section className="mx-auto grid max-w-6xl gap-8 px-4 py-14 md:grid-cols-2" aria-labelledby="salon-title">
      <div>
        <ServerHtml id="salon-coordonnees" reused>
          <SalonInfo />
        </ServerHtml>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={directionsUrl} target="_blank" rel="noopener noreferrer" className="rounded bg-ink px-5 py-3 font-semibold text-paper hover:bg-ink-soft">
            Itinéraire
          </a>
          <a
            href={shareByMail(siteUrl)}
            onClick={(event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              void sharing.load().then((loaded) => loaded.share());
            }}
            onPointerEnter={sharing.request}
            onFocus={sharing.request}
            className="rounded border border-ink px-5 py-3 font-semibold hover:bg-ink hover:text-paper"
          >
            Partager
          </a>
        </div>
      </div>
      <div className="aspect-[4/3] overflow-hidden rounded-lg bg-ink-soft">
        {showMap ? (
          <iframe ref={map} title={`Plan d'accès : ${salon.name}`} src={mapUrl} loading="lazy" className="h-full w-full border-0" />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center text-paper">
            <p>La carte est fournie par OpenStreetMap. Elle ne se charge qu'avec votre accord.</p>
            <a
              href={mapPageUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                setMapRequested(true);
              }}
              className="rounded bg-brass px-5 py-3 font-semibold text-ink hover:bg-paper"
            >
              Afficher la carte
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
