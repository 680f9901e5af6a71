import { salon } from "~/lib/salon";

/** The footer's last line: the year and the company (see Footer). */
export default function FooterLegal() {
  return (
    <p>
      © {new Date().getFullYear()} {salon.legal.companyName}. Tous droits réservés.
    </p>
  );
}
