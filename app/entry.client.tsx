import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { documentNonce } from "~/lib/nonce";

// The dialogs' scroll lock (Radix, through react-style-singleton) writes <style> elements as they
// open; the policy lets them in by the document's nonce, which that library reads from this global.
const nonce = documentNonce();
if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
