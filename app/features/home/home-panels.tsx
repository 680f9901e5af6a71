import { SERVICES_ANCHOR } from "~/features/booking/anchors";
import { useEffect } from "react";
import { Link } from "react-router";
import { scrollBehavior, useReducedMotion } from "~/components/ui/motion";
import { useCarousel } from "~/components/ui/use-carousel";

const AUTOPLAY_MS = 5000;

const panels = [
  {
    title: "Notre Boutique",
    text: "Des soins naturels pour la barbe et les cheveux, fabriqués en France.",
    image: "/images/hero-boutique.webp",
    small: "/images/hero-boutique-800.webp",
    action: { label: "Découvrir la boutique", to: "/shop" },
  },
  {
    title: "Réservation",
    text: "Coupe, barbe, soins : réservez votre créneau en ligne en quelques clics.",
    image: "/images/hero-reservation.webp",
    small: "/images/hero-reservation-800.webp",
    action: { label: "Prendre rendez-vous", to: "#services" },
  },
] as const;

/** Shop and booking panels: side by side on desktop (shop first), a looping 5 s carousel on mobile. */
export function HomePanels() {
  const reducedMotion = useReducedMotion();
  // Its first move is the autoplay's, 5 s in: the library can arrive just before (or at a touch).
  const { viewportRef, api: embla } = useCarousel({
    options: { loop: true, breakpoints: { "(min-width: 768px)": { active: false } } },
    autoplay: { delay: AUTOPLAY_MS, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true },
    when: { afterMs: AUTOPLAY_MS - 1000 },
  });

  useEffect(() => {
    const autoplay = embla?.plugins()?.autoplay;
    if (!autoplay) return;
    if (reducedMotion) autoplay.stop();
    else autoplay.play();
  }, [embla, reducedMotion]);

  return (
    <section aria-label="Boutique et réservation" aria-roledescription="carrousel" className="px-4 pt-4">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex gap-4">
          {panels.map((panel, i) => (
            <div
              key={panel.title}
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${i + 1} sur ${panels.length}`}
              className="relative min-w-0 flex-[0_0_100%] overflow-hidden rounded-lg md:flex-[1_1_0]"
            >
              <img
                src={panel.image}
                srcSet={`${panel.small} 800w, ${panel.image} 1200w`}
                sizes="(min-width: 768px) 50vw, 100vw"
                alt=""
                width={1200}
                height={800}
                className="absolute inset-0 h-full w-full object-cover"
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
              />
              <div className="relative flex min-h-80 flex-col items-center justify-center gap-4 bg-ink/65 p-8 text-center text-paper">
                <h2 className="font-display text-4xl">{panel.title}</h2>
                <p className="max-w-sm text-paper/90">{panel.text}</p>
                {panel.action.to.startsWith("#") ? (
                  <a
                    href={panel.action.to}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(SERVICES_ANCHOR)?.scrollIntoView({ behavior: scrollBehavior() });
                    }}
                    className="rounded bg-brass px-6 py-3 font-semibold text-ink hover:bg-paper"
                  >
                    {panel.action.label}
                  </a>
                ) : (
                  <Link to={panel.action.to} className="rounded bg-brass px-6 py-3 font-semibold text-ink hover:bg-paper">
                    {panel.action.label}
                  </Link>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
