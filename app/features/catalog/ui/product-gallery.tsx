import { useEffect, useState, type KeyboardEvent } from "react";
import { CarouselArrows } from "~/components/ui/carousel-arrows";
import { useCarousel } from "~/components/ui/use-carousel";

/**
 * The product's images: swipe or drag, arrow keys once the slider has focus, previous / next
 * buttons and thumbnails. Square frame, so nothing moves when an image loads.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const several = images.length > 1;
  const { viewportRef, api: embla, run } = useCarousel({ options: { loop: several }, when: { visible: true }, enabled: several });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect).on("reInit", onSelect);
    onSelect();
    return () => void embla.off("select", onSelect).off("reInit", onSelect);
  }, [embla]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") run((api) => api.scrollNext());
    else if (event.key === "ArrowLeft") run((api) => api.scrollPrev());
    else return;
    event.preventDefault();
  };

  const label = (i: number) => `${name}, image ${i + 1} sur ${images.length}`;

  return (
    <div role="region" aria-roledescription="carrousel" aria-label={`Images de ${name}`}>
      <div className="relative">
        <div
          ref={viewportRef}
          tabIndex={several ? 0 : undefined}
          onKeyDown={several ? onKeyDown : undefined}
          role={several ? "group" : undefined}
          aria-label={several ? "Images : flèches gauche et droite pour en changer" : undefined}
          className="overflow-hidden rounded-lg bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass"
        >
          <div className="flex">
            {images.map((src, i) => (
              <div key={src} className="min-w-0 flex-[0_0_100%]" role="group" aria-roledescription="diapositive" aria-label={`${i + 1} sur ${images.length}`}>
                <img
                  src={src}
                  alt={label(i)}
                  width={800}
                  height={800}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : undefined}
                  className="aspect-square w-full object-cover"
                />
              </div>
            ))}
          </div>
        </div>
        {several ? <CarouselArrows onPrev={() => run((api) => api.scrollPrev())} onNext={() => run((api) => api.scrollNext())} /> : null}
      </div>
      {several ? (
        <p role="status" className="sr-only">
          {label(selected)}
        </p>
      ) : null}
      {several ? (
        <ul className="mt-3 flex gap-2" aria-label="Miniatures">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => run((api) => api.scrollTo(i))}
                aria-label={`Afficher l'image ${i + 1} sur ${images.length}`}
                aria-current={selected === i ? "true" : undefined}
                className={`block overflow-hidden rounded border-2 ${selected === i ? "border-ink" : "border-transparent opacity-70 hover:opacity-100"}`}
              >
                <img src={src} alt="" width={72} height={72} loading="lazy" className="h-16 w-16 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
