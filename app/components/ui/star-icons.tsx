// Its own module, without the rating helpers: pages that only show the salon's stars load this alone.

const STAR_PATH = "M12 2.3L14.53 9.42L22.08 9.62L16.09 14.23L18.23 21.48L12 17.2L5.77 21.48L7.91 14.23L1.92 9.62L9.47 9.42Z";

/**
 * Five stars as drawn marks, `filled` of them solid and the others outlined, in the text's size.
 * Decorative: the words next to them say the rating. Drawn rather than typed (★), they are graphics,
 * which need 3:1 against the page (WCAG 1.4.11): brass-strong has it on paper and on white, and an
 * empty star differs from a full one by its shape, not only by its colour.
 */
export function StarIcons({ filled, className = "" }: { filled: number; className?: string }) {
  return (
    <span aria-hidden="true" className={`inline-flex gap-px align-[-0.125em] text-brass-strong ${className}`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} viewBox="0 0 24 24" width="1em" height="1em" focusable="false" data-star={star <= filled ? "full" : "empty"}>
          <path
            d={STAR_PATH}
            fill={star <= filled ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth={star <= filled ? 0 : 1.75}
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}
