import { notify } from "~/lib/notify";
import { salon } from "~/lib/salon";

/** 'Partager' once the page is live (fetched on demand): the device's share sheet, else the link copied. */
export async function share() {
  const data = { title: salon.name, text: `${salon.name}, ${salon.tagline}`, url: window.location.origin + "/" };
  if (navigator.share) {
    try {
      await navigator.share(data);
    } catch {
      // Closing the share sheet is not an error.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(data.url);
    notify.success("Lien copié dans le presse-papiers");
  } catch {
    notify.error("Impossible de copier le lien");
  }
}
