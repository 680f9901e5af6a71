import { useEffect } from "react";
import { useReducedMotion } from "~/components/ui/motion";
import { ServerHtml } from "~/components/ui/server-html";
import { useCarousel } from "~/components/ui/use-carousel";
import PanelSlides from "./panel-slides.static";

const AUTOPLAY_MS = 5000;

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
        <ServerHtml id="accueil-panneaux" className="flex gap-4">
          <PanelSlides />
        </ServerHtml>
      </div>
    </section>
  );
}
