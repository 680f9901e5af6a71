import { disallowedPaths } from "~/features/content/site-pages";
import { getConfig } from "~/lib/config.server";

export function loader() {
  const body = ["User-agent: *", "Allow: /", ...disallowedPaths.map((p) => `Disallow: ${p}`), "", `Sitemap: ${getConfig().publicUrl}/sitemap.xml`, ""].join(
    "\n",
  );
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
