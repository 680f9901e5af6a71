import { SalonDetails } from "~/components/ui/salon-details";

/** 'Nous trouver' beside the contact form: written by the server, kept by the browser (ServerHtml). */
export default function ContactDetails() {
  return <SalonDetails />;
}
