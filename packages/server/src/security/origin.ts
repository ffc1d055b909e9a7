/**
 * Browsers send `Origin` with every WebSocket handshake; a page on another site must not open a socket
 * with the user's cookies or tokens. Allowed: no Origin (not a browser), an origin on the list, or, when
 * no list is configured, an origin whose host is the host the request was sent to.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[] | null,
): boolean {
  if (origin === undefined) return true;
  if (allowed) return allowed.includes("*") || allowed.includes(origin);
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
