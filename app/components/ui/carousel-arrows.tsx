import type { ReactNode } from "react";

const arrowClass = "absolute top-1/2 h-10 w-10 -translate-y-1/2 rounded-full bg-paper/90 text-xl text-ink shadow hover:bg-paper";

/** The previous / next buttons laid over a carousel (its container is `relative`). */
export function CarouselArrows({
  onPrev,
  onNext,
  prevLabel = "Image précédente",
  nextLabel = "Image suivante",
}: {
  onPrev: () => void;
  onNext: () => void;
  prevLabel?: string;
  nextLabel?: string;
}): ReactNode {
  return (
    <>
      <button type="button" onClick={onPrev} aria-label={prevLabel} className={`${arrowClass} left-2`}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" onClick={onNext} aria-label={nextLabel} className={`${arrowClass} right-2`}>
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
