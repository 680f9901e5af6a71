import { Fragment } from "react";
import { Img, Link, Section, Text } from "@react-email/components";
import type { CampaignParagraph } from "~/features/newsletter/campaign-text";
import { salon } from "~/lib/salon";
import { BaseLayout, paragraphStyle } from "./base-layout";

export type CampaignMailImage = { src: string; alt: string; width: number; height: number };

/** The width the picture takes in the mail (the layout's column); its file is larger for sharp screens. */
const IMAGE_WIDTH = 512;

/**
 * A newsletter as its subscribers receive it: the salon's header, the owner's paragraphs and links,
 * one picture, and a visible way to leave the list beside the salon's details.
 */
export function NewsletterCampaign({
  subject,
  preview,
  paragraphs,
  image,
  unsubscribeUrl,
}: {
  subject: string;
  preview: string;
  paragraphs: CampaignParagraph[];
  image: CampaignMailImage | null;
  unsubscribeUrl: string;
}) {
  const shown = image
    ? { width: Math.min(IMAGE_WIDTH, image.width), height: Math.round((image.height * Math.min(IMAGE_WIDTH, image.width)) / image.width) }
    : null;
  return (
    <BaseLayout preview={preview} heading={subject}>
      {image && shown ? (
        <Section style={{ margin: "0 0 16px" }}>
          <Img
            src={image.src}
            alt={image.alt}
            width={shown.width}
            height={shown.height}
            style={{ display: "block", maxWidth: "100%", height: "auto", borderRadius: 6 }}
          />
        </Section>
      ) : null}
      {paragraphs.map((lines, p) => (
        <Text key={p} style={paragraphStyle}>
          {lines.map((pieces, l) => (
            <Fragment key={l}>
              {l > 0 ? <br /> : null}
              {pieces.map((piece, i) =>
                "href" in piece ? (
                  <Link key={i} href={piece.href} style={{ color: "#8a6a3a", textDecoration: "underline" }}>
                    {piece.text}
                  </Link>
                ) : (
                  <Fragment key={i}>{piece.text}</Fragment>
                ),
              )}
            </Fragment>
          ))}
        </Text>
      ))}
      <Text style={{ fontSize: 12, lineHeight: "18px", color: "#6b6b6b", margin: "24px 0 0" }}>
        Vous recevez cet e-mail parce que vous êtes inscrit(e) à la newsletter de {salon.name}.{" "}
        <Link href={unsubscribeUrl} style={{ color: "#6b6b6b", textDecoration: "underline" }}>
          Se désinscrire
        </Link>
      </Text>
    </BaseLayout>
  );
}
