import { productImageFile } from "~/features/admin/product-images.server";
import type { Route } from "./+types/media";

const NOT_FOUND_HEADERS = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

/**
 * Uploaded product images in their web sizes. Names are content hashes, so an answer never
 * changes: cached for a year. Any other name (unknown, malformed, a path) is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const content = await productImageFile(params.file);
  if (!content) return new Response("Image introuvable", { status: 404, headers: NOT_FOUND_HEADERS });
  return new Response(new Uint8Array(content), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(content.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
