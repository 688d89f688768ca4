/** Reads one cookie from a Cookie header (server) or document.cookie (browser). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  const found = header?.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : undefined;
}
