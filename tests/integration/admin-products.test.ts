import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getSessionUser } from "~/features/accounts/session.server";
import { adminProductMessages as m } from "~/features/admin/product-messages";
import { placeOrder, listCustomerOrders } from "~/features/orders/orders.server";
import { getConfig } from "~/lib/config.server";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { action, loader } from "~/routes/admin/products";
import { loader as mediaLoader } from "~/routes/media";
import { orderItems, productReviews, products } from "~db/schema";
import { callRoute, ORIGIN } from "../support/actions";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
let customer = "";

beforeAll(async () => {
  admin = await adminSessionCookie(auth.current, database.current.db);
  customer = await signUpAndGetCookie(auth.current, "client@salon.test");
});

const solid = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } });
const png = async (name = "photo.png", color = "#b03020") =>
  new File([new Uint8Array(await solid(1600, 1000, color).png().toBuffer())], name, { type: "image/png" });
const jpeg = async (name = "petite.jpg", color = "#2050a0") =>
  new File([new Uint8Array(await solid(300, 200, color).jpeg().toBuffer())], name, { type: "image/jpeg" });
const php = "<?php system($_GET['c']); ?>\n";

/** The product form as the admin page sends it: multipart, with its length, images in order. */
async function post(fields: Record<string, string>, images: Array<string | File> = [], as: { cookie?: string } = { cookie: admin }) {
  const { cookie } = as;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const image of images) form.append("images", image);
  const encoded = new Response(form);
  const body = await encoded.arrayBuffer();
  const headers: Record<string, string> = {
    "content-type": encoded.headers.get("content-type")!,
    "content-length": String(body.byteLength),
    Origin: ORIGIN,
    [CLIENT_IP_HEADER]: "192.0.2.30",
  };
  if (cookie) headers.Cookie = cookie;
  const request = new Request(`${ORIGIN}/admin/products`, { method: "POST", body, headers });
  return { answer: await callRoute(action, request), request };
}

const product = { intent: "save", name: "Baume Été", price: "12,50", category: "barbe-rasage", stock: "5", description: "Un baume." };
const save = async (fields: Record<string, string>, images: Array<string | File>) => (await post(fields, images)).answer;
const row = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0];
const storedFiles = () => {
  try {
    return readdirSync(path.join(getConfig().dataDir, "uploads", "product-images")).sort();
  } catch {
    return [];
  }
};
const fileOf = (url: string) => url.replace("/media/products/", "");
const media = (file: string) => callRoute(mediaLoader, new Request(`${ORIGIN}/media/products/${file}`), { file });
const idOf = (answer: { data: unknown }) => (answer.data as { id: string }).id;

describe("admin products", () => {
  it("creates a product with two images in web sizes, content-named and served for a year", async () => {
    const created = await save(product, [await png(), await jpeg()]);
    expect(created).toMatchObject({ status: 200, data: { ok: true, message: m.created } });
    const saved = (await row(idOf(created)))!;
    expect(saved).toMatchObject({ name: "Baume Été", slug: "baume-ete", priceCents: 1250, category: "barbe-rasage", stock: 5, description: "Un baume." });
    // Main 1200 wide, never upscaled: the small JPEG keeps its 300 × 200.
    expect(saved.imageUrl).toMatch(/^\/media\/products\/[0-9a-f]{16}-1200x750\.webp$/);
    expect(saved.imageUrls).toEqual([saved.imageUrl, expect.stringMatching(/^\/media\/products\/[0-9a-f]{16}-300x200\.webp$/)]);
    const hash = fileOf(saved.imageUrl).slice(0, 16);
    expect(storedFiles()).toEqual(expect.arrayContaining([`${hash}-1200x750.webp`, `${hash}-480x300.webp`, fileOf(saved.imageUrls[1]!)]));
    expect(storedFiles()).toHaveLength(3);

    const served = await media(fileOf(saved.imageUrl));
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.response!.headers)).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    const bytes = Buffer.from(await served.response!.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 1200, height: 750 });

    const listed = await callRoute(loader, new Request(`${ORIGIN}/admin/products`, { headers: { Cookie: admin } }));
    const card = (listed.data as { products: Array<{ id: string; images: unknown[] }> }).products.find((p) => p.id === saved.id);
    expect(card?.images).toEqual([
      { url: saved.imageUrl, thumbUrl: `/media/products/${hash}-480x300.webp` },
      { url: saved.imageUrls[1], thumbUrl: saved.imageUrls[1] },
    ]);
  });

  it("reads prices from their decimal text, to the cent, and gives new products a free slug", async () => {
    const a = await save({ ...product, price: "12,34" }, [await jpeg()]);
    const b = await save({ ...product, price: "0.29" }, [await jpeg()]);
    const c = await save({ ...product, price: "12.5" }, [await jpeg()]);
    expect((await row(idOf(a)))!).toMatchObject({ priceCents: 1234, slug: "baume-ete-2" });
    expect((await row(idOf(b)))!).toMatchObject({ priceCents: 29, slug: "baume-ete-3" });
    expect((await row(idOf(c)))!.priceCents).toBe(1250);
  });

  it("edits the price, reorders, and replaces an image: the old files go, shared ones stay", async () => {
    const created = await save(product, [await png("a.png", "#aa0000"), await png("b.png", "#00aa00")]);
    const id = idOf(created);
    const [first, second] = (await row(id))!.imageUrls as [string, string];
    // Another product showing the same picture keeps it on disk.
    const twin = await save({ ...product, name: "Jumeau" }, [await png("b-bis.png", "#00aa00")]);
    expect((await row(idOf(twin)))!.imageUrl).toBe(second);

    expect(await save({ ...product, id, price: "19,90" }, [first, second])).toMatchObject({ status: 200, data: { message: m.updated } });
    expect((await row(id))!).toMatchObject({ priceCents: 1990, imageUrl: first, slug: expect.stringMatching(/^baume-ete/) });
    await save({ ...product, id }, [second, first]);
    expect((await row(id))!).toMatchObject({ imageUrl: second, imageUrls: [second, first] });

    const before = storedFiles();
    await save({ ...product, id }, [await png("c.png", "#0000aa"), first]);
    const after = (await row(id))!;
    expect(after.imageUrls).toEqual([expect.not.stringMatching(new RegExp(`${first}|${second}`)), first]);
    expect(storedFiles()).toEqual(expect.arrayContaining([fileOf(first), fileOf(second), fileOf(after.imageUrl)]));
    expect(storedFiles()).toHaveLength(before.length + 2);

    // Taking `first` out of the product: nothing else shows it, its two files go.
    await save({ ...product, id }, [after.imageUrl]);
    expect(storedFiles()).not.toContain(fileOf(first));
    expect((await media(fileOf(first))).status).toBe(404);
    expect(storedFiles()).toHaveLength(before.length);
  });

  it("deletes a product with its reviews and files, but an order keeps its line and its picture", async () => {
    const user = (await getSessionUser(new Request(ORIGIN, { headers: { Cookie: customer } })))!;
    const lonely = idOf(await save({ ...product, name: "Sans commande" }, [await png("x.png", "#123456")]));
    const lonelyUrl = (await row(lonely))!.imageUrl;
    await db().insert(productReviews).values({ productId: lonely, userId: user.id, userEmail: user.email, comment: "Très bien" });
    expect(await post({ intent: "delete", id: lonely }).then((r) => r.answer)).toMatchObject({ status: 200, data: { message: m.deleted } });
    expect(await row(lonely)).toBeUndefined();
    expect(await db().select().from(productReviews).where(eq(productReviews.productId, lonely))).toEqual([]);
    expect(storedFiles().some((f) => f.startsWith(fileOf(lonelyUrl).slice(0, 16)))).toBe(false);

    const bought = idOf(await save({ ...product, name: "Acheté", price: "10" }, [await png("y.png", "#654321"), await jpeg("z.jpg", "#f0c000")]));
    const { imageUrl, imageUrls } = (await row(bought))!;
    const placed = await placeOrder(user, { lines: [{ productId: bought, quantity: 2 }], deliveryMode: "pickUpInStore", promoCode: null }, null, {
      provider: "demo",
      reference: `demo-${randomUUID()}`,
      amountCents: 2000,
    });
    expect(placed.ok).toBe(true);
    expect((await post({ intent: "delete", id: bought })).answer.status).toBe(200);
    const [order] = await listCustomerOrders(user.id);
    expect(order!.items).toEqual([{ productId: null, name: "Acheté", category: "barbe-rasage", imageUrl, quantity: 2, priceCents: 1000 }]);
    expect((await media(fileOf(imageUrl))).status).toBe(200);
    expect(storedFiles()).not.toContain(fileOf(imageUrls[1]!));
    expect(await db().select().from(orderItems).where(eq(orderItems.productImageUrl, imageUrl))).toHaveLength(1);
    expect(await post({ intent: "delete", id: bought }).then((r) => r.answer)).toMatchObject({ status: 404, data: { message: m.deleteFailed } });
  });

  it("refuses images over 5 MB, PHP renamed .png, other files and GIFs by their content, with nothing written", async () => {
    const count = await db().$count(products);
    const files = storedFiles();
    const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooLarge = new File(
      [new Uint8Array(Buffer.concat([await solid(10, 10, "#000").png().toBuffer(), Buffer.alloc(5 * 1024 * 1024)]).subarray(0, 5 * 1024 * 1024 + 1))],
      "grande.png",
      { type: "image/png" },
    );
    expect(tooLarge.size).toBe(5242881);
    expect(await save(product, [await jpeg(), tooLarge])).toMatchObject({
      status: 413,
      data: { ok: false, code: "IMAGE_TOO_LARGE", message: "L'image ne doit pas dépasser 5MB" },
    });
    const refused = [
      new File([php], "shell.png", { type: "image/png" }),
      new File([new Uint8Array(Buffer.concat([pngMagic, Buffer.from(php)]))], "shell.png", { type: "image/png" }),
      new File(["Bonjour, ceci n'est pas une image."], "photo.jpg", { type: "image/jpeg" }),
      new File([new Uint8Array(await solid(20, 20, "#fff").gif().toBuffer())], "anim.png", { type: "image/png" }),
    ];
    for (const file of refused) {
      expect(await save(product, [await jpeg(), file]), file.name).toMatchObject({
        status: 400,
        data: { ok: false, code: "IMAGE_TYPE", message: m.IMAGE_TYPE },
      });
    }
    expect(await save(product, [])).toMatchObject({ status: 400, data: { code: "IMAGE_MISSING" } });
    expect(await save(product, ["/images/products/huile-barbe.webp"])).toMatchObject({ status: 400, data: { code: "IMAGE_UNKNOWN", message: m.saveFailed } });
    expect(await db().$count(products)).toBe(count);
    expect(storedFiles()).toEqual(files);
  });

  it("checks the fields with the form's schema and its French messages", async () => {
    const image = await jpeg();
    expect(await save({ ...product, name: "  " }, [image])).toMatchObject({ status: 400, data: { message: m.nameRequired, field: "name" } });
    expect(await save({ ...product, price: "" }, [image])).toMatchObject({ status: 400, data: { message: m.priceRequired } });
    expect(await save({ ...product, price: "12,345" }, [image])).toMatchObject({ status: 400, data: { message: m.priceInvalid } });
    expect(await save({ ...product, category: "" }, [image])).toMatchObject({ status: 400, data: { message: m.categoryRequired } });
    expect(await save({ ...product, stock: "-1" }, [image])).toMatchObject({ status: 400, data: { message: m.stockInvalid } });
    expect(await save({ ...product, stock: "2.5" }, [image])).toMatchObject({ status: 400, data: { message: m.stockInvalid } });
  });

  it("refuses signed-out visitors and customers before reading the body, with nothing changed", async () => {
    const count = await db().$count(products);
    const files = storedFiles();
    const [existing] = await db().select().from(products).limit(1);
    for (const cookie of [undefined, customer]) {
      const created = await post(product, [await png()], { cookie });
      expect(created.answer.status).toBe(403);
      expect(created.request.bodyUsed).toBe(false);
      expect((await post({ intent: "delete", id: existing!.id }, [], { cookie })).answer.status).toBe(403);
      const page = await callRoute(loader, new Request(`${ORIGIN}/admin/products`, { headers: cookie ? { Cookie: cookie } : {} }));
      expect(page.response?.headers.get("Location")).toBe("/admin");
    }
    expect(await db().$count(products)).toBe(count);
    expect(storedFiles()).toEqual(files);
  });

  it("answers 404 for unknown and malformed media names, never reaching outside the folder", async () => {
    for (const name of [
      "0123456789abcdef-1200x750.webp",
      "../../etc/passwd",
      "..%2F..%2Fsecret",
      "abc.webp",
      `${storedFiles()[0]!}.part`,
      storedFiles()[0]!.replace(".webp", ".png"),
    ]) {
      const answer = await media(name);
      expect(answer.status, name).toBe(404);
      expect(answer.response!.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});
