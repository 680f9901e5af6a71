import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type { AutoplayOptionsType } from "embla-carousel-autoplay";
import { useCallback, useEffect, useRef, useState } from "react";
import { onDemand } from "~/lib/on-demand";

/** Embla and its autoplay plugin: fetched when a carousel is about to be used, not with the page. */
const embla = onDemand(() => Promise.all([import("embla-carousel"), import("embla-carousel-autoplay")]));

type When =
  /** When the carousel comes into view. */
  | { visible: true }
  /** After this delay (a carousel in the first screen whose first move is its autoplay's). */
  | { afterMs: number };

/**
 * An Embla carousel on server-rendered slides: the markup is there from the first paint (no
 * layout shift), and the library attaches to it once fetched. Touching, hovering or focusing
 * the carousel fetches it at once; an arrow pressed before it arrives is carried out after.
 */
export function useCarousel({
  options,
  autoplay,
  when,
  enabled = true,
}: {
  options: EmblaOptionsType;
  autoplay?: Partial<AutoplayOptionsType>;
  when: When;
  /** False for a single slide: nothing to fetch. */
  enabled?: boolean;
}) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | undefined>(undefined);
  const library = embla.use();
  const queued = useRef<((api: EmblaCarouselType) => void)[]>([]);
  // The options are literals of the calling component: the first ones are kept.
  const settings = useRef({ options, autoplay });

  const afterMs = "afterMs" in when ? when.afterMs : null;
  useEffect(() => {
    if (!viewport || !enabled) return;
    const fetchNow = () => embla.request();
    viewport.addEventListener("pointerenter", fetchNow, { once: true });
    viewport.addEventListener("pointerdown", fetchNow, { once: true });
    viewport.addEventListener("focusin", fetchNow, { once: true });
    let observer: IntersectionObserver | undefined;
    let timer: number | undefined;
    if (afterMs === null) {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          fetchNow();
          observer?.disconnect();
        }
      });
      observer.observe(viewport);
    } else {
      timer = window.setTimeout(fetchNow, afterMs);
    }
    return () => {
      viewport.removeEventListener("pointerenter", fetchNow);
      viewport.removeEventListener("pointerdown", fetchNow);
      viewport.removeEventListener("focusin", fetchNow);
      observer?.disconnect();
      window.clearTimeout(timer);
    };
  }, [viewport, afterMs, enabled]);

  useEffect(() => {
    if (!viewport || !library || !enabled) return;
    const [{ default: EmblaCarousel }, { default: Autoplay }] = library;
    const { options: initial, autoplay: autoplayOptions } = settings.current;
    const instance = EmblaCarousel(viewport, initial, autoplayOptions ? [Autoplay(autoplayOptions)] : []);
    setApi(instance);
    queued.current.splice(0).forEach((action) => action(instance));
    return () => {
      instance.destroy();
      setApi(undefined);
    };
  }, [viewport, library, enabled]);

  /** Runs an action on the carousel now, or as soon as it is ready. */
  const run = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (api) return action(api);
      queued.current.push(action);
      embla.request();
    },
    [api],
  );

  return { viewportRef: setViewport, api, run };
}
