/**
 * Reads one cookie from a Cookie header (server) or document.cookie (browser). Cookies are input
 * anyone can send: a value that is not valid percent-encoding counts as absent instead of throwing.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  const found = header?.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  if (!found) return undefined;
  try {
    return decodeURIComponent(found.slice(name.length + 1));
  } catch {
    return undefined;
  }
}
