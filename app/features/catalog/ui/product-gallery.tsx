import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { CarouselArrows } from "~/components/ui/carousel-arrows";

/**
 * The product's images in a square frame: a row of slides the browser scrolls itself (swipe, or the
 * arrow keys once it has focus; snapping to each image), so it works before and without scripts.
 * With them, previous / next (looping) and thumbnails. The first image comes with the page; the
 * others once the slider is used (pointed at, touched, focused), or at once without scripts.
 */
export function ProductGallery({ images, thumbnails, name }: { images: string[]; thumbnails: string[]; name: string }) {
  const several = images.length > 1;
  const viewport = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);

  useEffect(() => {
    const element = viewport.current;
    if (!element || !several) return;
    // Swiped before the page was live, or scrolled since: the slide shown is the one selected.
    const onScroll = () => setSelected(Math.round(element.scrollLeft / element.clientWidth));
    element.addEventListener("scroll", onScroll, { passive: true });
    const frame = requestAnimationFrame(onScroll);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener("scroll", onScroll);
    };
  }, [several]);

  const show = (i: number) => {
    const element = viewport.current;
    if (element) element.scrollTo({ left: ((i + images.length) % images.length) * element.clientWidth });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") show(selected + 1);
    else if (event.key === "ArrowLeft") show(selected - 1);
    else return;
    event.preventDefault();
  };

  const label = (i: number) => `${name}, image ${i + 1} sur ${images.length}`;
  const slide = (src: string, i: number) => (
    <img
      src={src}
      alt={label(i)}
      width={800}
      height={800}
      loading={i === 0 ? "eager" : "lazy"}
      fetchPriority={i === 0 ? "high" : undefined}
      className="aspect-square w-full object-cover"
    />
  );

  return (
    <div
      role="region"
      aria-roledescription="carrousel"
      aria-label={`Images de ${name}`}
      onPointerOver={several ? want : undefined}
      onPointerDown={several ? want : undefined}
      onFocus={several ? want : undefined}
    >
      <div className="relative">
        <div
          ref={viewport}
          tabIndex={several ? 0 : undefined}
          onKeyDown={several ? onKeyDown : undefined}
          role={several ? "group" : undefined}
          aria-label={several ? "Images : flèches gauche et droite pour en changer" : undefined}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-lg bg-white [scrollbar-width:none] [&::-webkit-scrollbar]:hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass motion-safe:scroll-smooth"
        >
          {images.map((src, i) => (
            <div
              key={src}
              className="min-w-0 flex-[0_0_100%] snap-start snap-always"
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${i + 1} sur ${images.length}`}
            >
              {i === 0 || wanted ? slide(src, i) : <noscript>{slide(src, i)}</noscript>}
            </div>
          ))}
        </div>
        {several ? <CarouselArrows onPrev={() => show(selected - 1)} onNext={() => show(selected + 1)} /> : null}
      </div>
      {several ? (
        <p role="status" className="sr-only">
          {label(selected)}
        </p>
      ) : null}
      {several ? (
        <ul className="mt-3 flex gap-2" aria-label="Miniatures">
          {thumbnails.map((src, i) => (
            <li key={images[i]}>
              <button
                type="button"
                onClick={() => show(i)}
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
