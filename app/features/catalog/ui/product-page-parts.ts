import { deferredPart } from "~/lib/deferred-part";
import type { ProductMoreProps } from "./product-more";

/**
 * What follows the product on its page (actives, reviews, 'Vous aimerez aussi'): rendered whole by
 * the server, its code fetched by the browser when it comes near the viewport.
 */
export const productMore = deferredPart<ProductMoreProps>(() => import("./product-more").then((m) => m.ProductMore));
