/** A web address cut around its host, so the host can be emphasised: `before + host + after` is the whole address. */
export interface UrlParts {
  /** The address as the browser reads it (what Open opens). */
  href: string;
  /** The scheme and any user name before the host ("https://", "https://github.com@"). */
  before: string;
  /** The host and port: where the page really is. */
  host: string;
  /** The path, query and fragment. */
  after: string;
}

/**
 * Reads an address with the browser's own parser. Its `href` shows a look-alike
 * Unicode host in punycode and a user name as such ("github.com@evil.example"
 * is on evil.example), so the host shown is the host opened. Only http(s):
 * anything else (`javascript:`) cannot be opened. Undefined when unreadable.
 */
export function urlParts(url: string): UrlParts | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if ((parsed.protocol !== "https:" && parsed.protocol !== "http:") || !parsed.host) return undefined;
  const { href, host, protocol, username, password } = parsed;
  const userinfo = username || password ? `${username}${password ? `:${password}` : ""}@` : "";
  const before = `${protocol}//${userinfo}`;
  if (!href.startsWith(before + host)) return undefined;
  return { href, before, host, after: href.slice(before.length + host.length) };
}
