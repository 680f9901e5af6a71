import { useEffect, useState } from "react";
import { CarouselArrows } from "~/components/ui/carousel-arrows";
import { useReducedMotion } from "~/components/ui/motion";
import { useCarousel } from "~/components/ui/use-carousel";

export const galleryImages = [
  { src: "/images/gallery/salon-interieur.webp", caption: "Le salon, à deux pas de Gambetta" },
  { src: "/images/gallery/coupe-degrade.webp", caption: "Dégradés précis, aux ciseaux et à la tondeuse" },
  { src: "/images/gallery/taille-barbe.webp", caption: "Taille de barbe sculptée et rasage à l'ancienne" },
  { src: "/images/gallery/produits-naturels.webp", caption: "Des soins 95-100 % naturels, fabriqués en France" },
] as const;

const AUTOPLAY_MS = 5000;

/**
 * Four captioned images: arrows, clickable dots, looping, 5 s autoplay that pauses on hover and
 * focus, and no autoplay for visitors who prefer reduced motion. Fixed ratio: no layout shift.
 */
export function GalleryCarousel() {
  const reducedMotion = useReducedMotion();
  const {
    viewportRef,
    api: embla,
    run,
  } = useCarousel({
    options: { loop: true },
    autoplay: { delay: AUTOPLAY_MS, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true },
    when: { visible: true },
  });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    onSelect();
    const autoplay = embla.plugins()?.autoplay;
    if (reducedMotion) autoplay?.stop();
    else autoplay?.play();
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla, reducedMotion]);

  const go = (index: number) => run((api) => api.scrollTo(index));

  return (
    <section className="below-fold mx-auto max-w-5xl px-4 py-14" aria-labelledby="galerie-title">
      <h2 id="galerie-title" className="text-center font-display text-4xl">
        Le salon en images
      </h2>
      <div className="relative mt-8" role="region" aria-roledescription="carrousel" aria-label="Galerie du salon">
        <div ref={viewportRef} className="overflow-hidden rounded-lg">
          <div className="flex">
            {galleryImages.map((image, i) => (
              // The slide is a group (the carousel pattern); its figure inside keeps its own role, as a
              // figure with a caption must.
              <div
                key={image.src}
                className="min-w-0 flex-[0_0_100%]"
                role="group"
                aria-roledescription="diapositive"
                aria-label={`${i + 1} sur ${galleryImages.length}`}
              >
                <figure className="relative">
                  <img src={image.src} alt={image.caption} width={1200} height={800} loading="lazy" className="aspect-[3/2] w-full object-cover" />
                  <figcaption className="absolute inset-x-0 bottom-0 bg-ink/70 px-4 py-3 text-center text-paper">{image.caption}</figcaption>
                </figure>
              </div>
            ))}
          </div>
        </div>
        <CarouselArrows onPrev={() => run((api) => api.scrollPrev())} onNext={() => run((api) => api.scrollNext())} />
        <div className="mt-3 flex justify-center gap-1">
          {galleryImages.map((image, i) => (
            <button
              key={image.src}
              type="button"
              onClick={() => go(i)}
              aria-label={`Afficher l'image ${i + 1} : ${image.caption}`}
              aria-current={selected === i ? "true" : undefined}
              className="group flex h-6 w-6 items-center justify-center rounded-full"
            >
              {/* A 12 px dot in a 24 px target (WCAG 2.5.8). */}
              <span aria-hidden="true" className={`h-3 w-3 rounded-full ${selected === i ? "bg-ink" : "bg-ink/25 group-hover:bg-ink/50"}`} />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
