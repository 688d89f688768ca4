const INSTALLED = Symbol.for('portal.styleNonce');

/**
 * Some libraries insert a <style> without a way to pass the nonce: antd's Drawer locks the page's
 * scroll that way (@rc-component/portal's useScrollLocker), and the CSP blocks and reports it.
 * Style elements that the page's own scripts insert get the page's nonce. Markup parsed from HTML
 * (innerHTML, the server's document) does not pass through these methods, so injected markup still
 * cannot add styles. Browser only.
 */
export function giveScriptStylesTheNonce(nonce: string): void {
  const proto = Node.prototype as Node & { [INSTALLED]?: boolean };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const stamp = (node: Node) => {
    if (node instanceof HTMLStyleElement && !node.nonce) node.nonce = nonce;
  };
  const { appendChild, insertBefore } = Node.prototype;
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    stamp(node);
    return appendChild.call(this, node) as T;
  };
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    stamp(node);
    return insertBefore.call(this, node, child) as T;
  };
}
