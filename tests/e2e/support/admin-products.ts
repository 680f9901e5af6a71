import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expect, type Page } from "./fixtures";

export type Upload = { name: string; mimeType: string; buffer: Buffer };

/**
 * A picture of a colour of its own: images are stored by content, so another journey uploading the
 * same picture at the same time would share its files (and rightly keep them when this one drops it).
 */
const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: `#${randomBytes(3).toString("hex")}` } });
export const pngFile = async (name: string): Promise<Upload> => ({ name, mimeType: "image/png", buffer: await solid(1400, 1000).png().toBuffer() });
export const jpegFile = async (name: string): Promise<Upload> => ({ name, mimeType: "image/jpeg", buffer: await solid(900, 900).jpeg().toBuffer() });

/** Opens the product form; the first click may land before the page is hydrated, so it is retried. */
export async function openForm(page: Page, button: string, title: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole("button", { name: button }).click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  return dialog;
}

/** The admin's card of a product in /admin/products. */
export const productCard = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Liste des produits" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
