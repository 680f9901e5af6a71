import { salon } from "~/lib/salon";

/** The footer's last line: the year and the company (see Footer). */
export default function FooterLegal({ year }: { year: number }) {
  return (
    <p>
      © {year} {salon.legal.companyName}. Tous droits réservés.
    </p>
  );
}
