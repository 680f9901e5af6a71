/**
 * A redirect target from a query string, kept only when it is a path of this site:
 * "/checkout" yes; "https://evil.example", "//evil.example", "/\\evil.example", "javascript:" no.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2000) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Control characters and backslashes can be turned into "//" by browsers.
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  try {
    const url = new URL(target, "http://salon.invalid");
    if (url.origin !== "http://salon.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
