import { ServerHtml } from "~/components/ui/server-html";
import DeliveryPromises from "./delivery-strip.static";

/** The three delivery promises (spec §1), written by the server and kept as they came. */
export function DeliveryStrip() {
  return (
    <ServerHtml id="nos-engagements" className="below-fold" reused>
      <DeliveryPromises />
    </ServerHtml>
  );
}
