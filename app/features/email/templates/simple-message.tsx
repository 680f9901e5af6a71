import { Text } from "@react-email/components";
import { BaseLayout, paragraphStyle } from "./base-layout";

/** A heading and plain paragraphs: for notices that need no layout of their own. */
export function SimpleMessage({ heading, paragraphs }: { heading: string; paragraphs: string[] }) {
  return (
    <BaseLayout preview={paragraphs[0] ?? heading} heading={heading}>
      {paragraphs.map((p, i) => (
        <Text key={i} style={paragraphStyle}>
          {p}
        </Text>
      ))}
    </BaseLayout>
  );
}
