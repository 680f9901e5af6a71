import { notify } from "~/lib/notify";
import { salon } from "~/lib/salon";

/** 'Partager' once the page is live (fetched on demand): the device's share sheet, else the link copied. */
export async function share() {
  const data = { title: salon.name, text: `${salon.name}, ${salon.tagline}`, url: window.location.origin + "/" };
  if (navigator.share) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      // Closing the share sheet is not an error. A sheet refused (Safari, when the press is too far
      // behind: the share code is fetched on the first press) falls back to copying the link.
      if ((error as { name?: string }).name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    notify.success("Lien copié dans le presse-papiers");
  } catch {
    notify.error("Impossible de copier le lien");
  }
}
