import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

/** A rendered element's text, as a visitor reads it (tags dropped, entities decoded). */
const textOf = (node: ReactNode) =>
  renderToStaticMarkup(<>{node}</>)
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** Every text of the site that states a delivery amount or the welcome discount, read afresh from its module. */
async function texts() {
  const [announcements, strip, cart, orders, newsletter, confirmation, welcomeMail, confirmMail, block, faq, blog] = await Promise.all([
    import("~/shell/announcement-bar.static"),
    import("~/shell/delivery-strip.static"),
    import("~/features/cart/messages"),
    import("~/features/orders/messages"),
    import("~/features/newsletter/messages"),
    import("~/features/newsletter/confirm.server"),
    import("~/features/email/templates/newsletter-welcome"),
    import("~/features/email/templates/newsletter-confirm"),
    import("~/features/newsletter/ui/newsletter-block"),
    import("~/features/content/pages/faq-data"),
    import("~/features/content/blog/articles/guide-entretien-barbe-produits-naturels-paris"),
  ]);
  const Block = createRoutesStub([{ path: "/", Component: block.NewsletterBlock }]);
  const welcomeAnswer = faq.faqGroups.flatMap((group) => group.questions).find((q) => q.question === "Comment utiliser mon code de bienvenue ?")!.answer;
  return {
    announcement: announcements.ANNOUNCEMENTS[0],
    deliveryStrip: strip.deliveryPromises[1].text,
    cartSheet: cart.cartMessages.freeDelivery,
    checkoutHomeDelivery: orders.orderMessages.homeDeliveryHint,
    checkoutPromoApplied: orders.orderMessages.promoApplied,
    newsletterSubscribed: newsletter.newsletterMessages.success,
    newsletterConfirmed: newsletter.confirmationMessages.codeIntro,
    welcomeSubject: confirmation.WELCOME_SUBJECT,
    welcomeMail: textOf(<welcomeMail.NewsletterWelcome discountCode="MM1234AB" unsubscribeUrl="https://example.test/u" />),
    confirmMail: textOf(<confirmMail.NewsletterConfirm url="https://example.test/c" days={7} />),
    newsletterBlock: textOf(<Block initialEntries={["/"]} />),
    faq: textOf(welcomeAnswer),
    blog: blog.article.content,
  };
}

// Intl writes a no-break space between an amount and its euro sign.
const nbsp = "\u00a0";

afterEach(() => {
  vi.doUnmock("~/features/orders/pricing");
  vi.resetModules();
});

// Each test reads a dozen modules afresh (mails, the FAQ, an article): seconds on a busy machine.
describe("texts that state the shop's prices", { timeout: 30_000 }, () => {
  it("say them exactly as the shop always has", async () => {
    const t = await texts();
    expect(t.announcement).toBe(`Livraison offerte dès 49${nbsp}€ d'achat`);
    expect(t.deliveryStrip).toBe(`Offerte dès 49${nbsp}€ d'achat`);
    expect(t.cartSheet).toBe(`Livraison offerte dès 49${nbsp}€ d'achat, retrait en boutique gratuit.`);
    expect(t.checkoutHomeDelivery).toBe(`Gratuite dès 49${nbsp}€, sinon 6,00${nbsp}€`);
    expect(t.checkoutPromoApplied).toBe("Code promo appliqué : -10 % sur vos produits");
    expect(t.newsletterSubscribed).toBe("Merci ! Confirmez votre inscription grâce au lien envoyé par e-mail pour recevoir votre code de 10 %.");
    expect(t.newsletterConfirmed).toBe("Votre code de réduction de 10 % sur votre première commande en ligne :");
    expect(t.welcomeSubject).toBe("Votre code de bienvenue -10 %");
    expect(t.welcomeMail).toContain(
      "Merci de votre inscription. Pour fêter votre arrivée, voici votre code de réduction de 10 % sur votre première commande en ligne :",
    );
    expect(t.confirmMail).toContain("Pour confirmer votre inscription et recevoir votre code de bienvenue de 10 %, suivez ce lien (valable 7 jours) :");
    expect(t.newsletterBlock).toContain(
      "Inscrivez-vous et recevez 10 % de réduction sur votre première commande, ainsi que nos conseils d'entretien et nos nouveautés.",
    );
    expect(t.faq).toContain(`la remise de 10${nbsp}% s'applique sur le montant des produits`);
    expect(t.blog).toContain(`avec une livraison offerte dès 49${nbsp}€ d'achat ou un retrait au salon.`);
  });

  it("follow the prices charged: other constants, other texts, and none still says the old amounts", async () => {
    vi.resetModules();
    vi.doMock("~/features/orders/pricing", async (importOriginal) => ({
      ...(await importOriginal<typeof import("./pricing")>()),
      FREE_DELIVERY_FROM_CENTS: 5950,
      HOME_DELIVERY_FEE_CENTS: 750,
      WELCOME_DISCOUNT_PERCENT: 15,
    }));
    const t = await texts();
    expect(t.announcement).toBe(`Livraison offerte dès 59,50${nbsp}€ d'achat`);
    expect(t.deliveryStrip).toBe(`Offerte dès 59,50${nbsp}€ d'achat`);
    expect(t.cartSheet).toBe(`Livraison offerte dès 59,50${nbsp}€ d'achat, retrait en boutique gratuit.`);
    expect(t.checkoutHomeDelivery).toBe(`Gratuite dès 59,50${nbsp}€, sinon 7,50${nbsp}€`);
    expect(t.checkoutPromoApplied).toBe("Code promo appliqué : -15 % sur vos produits");
    expect(t.welcomeSubject).toBe("Votre code de bienvenue -15 %");
    expect(t.welcomeMail).toContain("code de réduction de 15 % sur");
    expect(t.confirmMail).toContain("code de bienvenue de 15 %,");
    expect(t.newsletterBlock).toContain("recevez 15 % de réduction");
    expect(t.faq).toContain(`la remise de 15${nbsp}%`);
    expect(t.blog).toContain(`livraison offerte dès 59,50${nbsp}€ d'achat`);
    const all = Object.values(t)
      .join("\n")
      .replace(/\u00a0/g, " ");
    expect(all).not.toMatch(/\b49 €|6,00 €|\b10 %/);
  });
});
