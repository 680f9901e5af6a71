import { useEffect, useState } from "react";
import { useReducedMotion } from "~/components/ui/motion";
import { FREE_DELIVERY_FROM } from "~/features/orders/pricing-texts";

export const ANNOUNCEMENTS = [`Livraison offerte dès ${FREE_DELIVERY_FROM} d'achat`, "Commandez en ligne, retirez en boutique"] as const;
/** Spec §9: the announcement rotates every 5000 ms. */
const ANNOUNCEMENT_INTERVAL_MS = 5000;

/** Height of the bar; the layout's top padding depends on it (h-9 = 2.25rem). */
const ANNOUNCEMENT_HEIGHT_CLASS = "h-9";

/**
 * Rotating announcement.
 * - Normal: one message at a time, switching every 5 s, with a pause button (WCAG 2.2.2: moving
 *   content that lasts more than 5 s must be stoppable). The message sits in a polite live region.
 * - prefers-reduced-motion: no autoplay at all; both messages are shown together (one line from
 *   the `sm` breakpoint, two short lines below), so the second one stays reachable without rotation.
 * The server and the first client render use the normal mode (media query unknown there).
 */
export function AnnouncementBar() {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const rotating = !reducedMotion && !paused;

  useEffect(() => {
    if (!rotating) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % ANNOUNCEMENTS.length), ANNOUNCEMENT_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [rotating]);

  return (
    <div
      role="region"
      aria-label="Annonces"
      data-announcement-bar
      className={`${ANNOUNCEMENT_HEIGHT_CLASS} relative flex items-center justify-center bg-brass px-12 text-ink`}
    >
      {reducedMotion ? (
        <p className="flex flex-col items-center text-center text-[0.6875rem] leading-tight font-medium tracking-wide uppercase sm:flex-row sm:gap-3 sm:text-xs sm:tracking-[0.18em]">
          <span>{ANNOUNCEMENTS[0]}</span>
          <span aria-hidden="true" className="hidden sm:inline">
            ·
          </span>
          <span>{ANNOUNCEMENTS[1]}</span>
        </p>
      ) : (
        <>
          <p aria-live="polite" aria-atomic="true" className="truncate text-center text-xs font-medium tracking-wide uppercase sm:tracking-[0.18em]">
            <span key={index} className="mm-fade-in inline-block">
              {ANNOUNCEMENTS[index]}
            </span>
          </p>
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? "Relancer le défilement des annonces" : "Mettre en pause le défilement des annonces"}
            className="absolute right-2 inline-flex h-7 w-7 items-center justify-center rounded-full text-ink/80 hover:bg-ink/10 hover:text-ink focus-visible:outline-ink"
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
          </button>
        </>
      )}
    </div>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12" fill="currentColor">
      <rect x="3" y="2" width="3.5" height="12" rx="1" />
      <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12" fill="currentColor">
      <path d="M4 2.5v11a.5.5 0 0 0 .77.42l8.5-5.5a.5.5 0 0 0 0-.84l-8.5-5.5A.5.5 0 0 0 4 2.5Z" />
    </svg>
  );
}
