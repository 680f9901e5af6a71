/**
 * The response with one header set: in place, or on a copy when its headers are immutable (a
 * Response made by fetch or Response.redirect).
 */
export function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}
