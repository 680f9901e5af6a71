import { ServerHtml } from "~/components/ui/server-html";
import AnnouncementBarHtml from "./announcement-bar.static";

/** The announcement bar (announcement-bar.static.tsx): the server writes it and the browser keeps it; it needs no script. */
export function AnnouncementBar() {
  return (
    <ServerHtml id="annonces" reused>
      <AnnouncementBarHtml />
    </ServerHtml>
  );
}
