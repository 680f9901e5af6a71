import { listProductPages } from "~/features/catalog/products.server";
import { listArticles } from "~/features/content/blog/blog";
import { publicPages } from "~/features/content/site-pages";
import { getConfig } from "~/lib/config.server";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export async function loader() {
  const base = getConfig().publicUrl;
  const products = await listProductPages();
  const entries: Array<{ path: string; lastmod?: string }> = [
    ...publicPages.map((path) => ({ path })),
    ...listArticles().map((a) => ({ path: `/blog/${a.slug}`, lastmod: a.publishedAt })),
    ...products.map((p) => ({ path: `/shop/product/${p.id}`, lastmod: p.updatedAt.toISOString().slice(0, 10) })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((e) => `  <url><loc>${escapeXml(base + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
