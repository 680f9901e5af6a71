import type { DocumentKind } from "../document";

const downloadLabels: Record<DocumentKind, string> = { invoice: "Télécharger la facture", credit_note: "Télécharger l'avoir" };

/** Download links of an order's invoice and credit note (PDF), under `basePath`. */
export function DocumentLinks({
  documents,
  basePath,
  className = "",
}: {
  documents: ReadonlyArray<{ kind: DocumentKind; number: string }>;
  basePath: string;
  className?: string;
}) {
  if (documents.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-x-4 gap-y-1 text-sm ${className}`}>
      {documents.map((doc) => (
        <li key={doc.number}>
          <a href={`${basePath}/${doc.number}`} download={`${doc.number}.pdf`} className="font-medium underline underline-offset-2 hover:text-ink-soft">
            {downloadLabels[doc.kind]} {doc.number} (PDF)
          </a>
        </li>
      ))}
    </ul>
  );
}
