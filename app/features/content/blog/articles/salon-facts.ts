import { weekRows } from "~/lib/opening-hours";
import { openingHours, salon } from "~/lib/salon";

// Facts the articles quote, read from the salon's identity so that a change there reaches the blog.
export const ratingText = `${salon.rating.value.toFixed(1).replace(".", ",")}/5`;
export const reviewCount = salon.rating.count;
export const hoursBullets = weekRows(openingHours)
  .map((h) => `- ${h.days} : ${h.hours}`)
  .join("\n");
