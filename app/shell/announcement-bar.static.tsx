import { FREE_DELIVERY_FROM } from "~/features/orders/pricing-texts";

export const ANNOUNCEMENTS = [`Livraison offerte dès ${FREE_DELIVERY_FROM} d'achat`, "Commandez en ligne, retirez en boutique"] as const;

/** Height of the bar; the layout's top padding depends on it (h-9 = 2.25rem). */
const ANNOUNCEMENT_HEIGHT_CLASS = "h-9";

/**
 * The announcement bar, written by the server, with no script: CSS turns its two messages every
 * 5 s (spec §9: 5000 ms; `.mm-announce` in shell/layout.css), from the first paint. Its switch
 * stops them (WCAG 2.2.2: moving content that lasts more than 5 s must be stoppable), before the
 * page is live as after. A message that rotates by itself is not a live region: a screen reader
 * reads the one shown when it gets there, without being interrupted every 5 s. For visitors who
 * prefer reduced motion nothing moves: both messages show together (one line from the `sm`
 * breakpoint, two short lines below), and the switch is not shown.
 */
export default function AnnouncementBar() {
  return (
    <div
      role="region"
      aria-label="Annonces"
      data-announcement-bar
      className={`${ANNOUNCEMENT_HEIGHT_CLASS} relative flex items-center justify-center bg-brass px-12 text-ink`}
    >
      <p className="grid min-w-0 grid-cols-1 text-center text-xs font-medium tracking-wide uppercase sm:tracking-[0.18em] motion-reduce:flex motion-reduce:flex-col motion-reduce:items-center motion-reduce:text-[0.6875rem] motion-reduce:leading-tight motion-reduce:sm:flex-row motion-reduce:sm:gap-3 motion-reduce:sm:text-xs">
        <span className="mm-announce [grid-area:1/1] motion-safe:truncate">{ANNOUNCEMENTS[0]}</span>
        <span aria-hidden="true" className="hidden motion-reduce:sm:inline">
          ·
        </span>
        <span className="mm-announce [grid-area:1/1] motion-safe:truncate">{ANNOUNCEMENTS[1]}</span>
      </p>
      <span className="absolute right-2 inline-flex h-7 w-7 items-center justify-center rounded-full text-ink/80 hover:bg-ink/10 hover:text-ink motion-reduce:hidden">
        {/* On, the messages turn, and the pause icon shows; off, they stand still, and the play icon shows. */}
        <input
          type="checkbox"
          role="switch"
          defaultChecked
          aria-label="Défilement des annonces"
          className="peer absolute inset-0 cursor-pointer appearance-none rounded-full focus-visible:outline-ink"
        />
        <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12" fill="currentColor" className="hidden peer-checked:block">
          <rect x="3" y="2" width="3.5" height="12" rx="1" />
          <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
        </svg>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12" fill="currentColor" className="block peer-checked:hidden">
          <path d="M4 2.5v11a.5.5 0 0 0 .77.42l8.5-5.5a.5.5 0 0 0 0-.84l-8.5-5.5A.5.5 0 0 0 4 2.5Z" />
        </svg>
      </span>
    </div>
  );
}
