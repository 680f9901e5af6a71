// Placeholder, replaced by the page.
export default function Page() {
  return null;
}
