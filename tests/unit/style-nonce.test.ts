// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { giveScriptStylesTheNonce } from '../../lib/style-nonce';

describe('style elements inserted by script', () => {
  giveScriptStylesTheNonce('page-nonce');

  it("carry the page's nonce when their library gave them none", () => {
    const style = document.createElement('style');
    document.head.insertBefore(style, document.head.firstChild);
    expect(style.nonce).toBe('page-nonce');
    const appended = document.head.appendChild(document.createElement('style'));
    expect(appended.nonce).toBe('page-nonce');
  });

  it('keep a nonce they were given', () => {
    const style = document.createElement('style');
    style.nonce = 'own';
    document.head.appendChild(style);
    expect(style.nonce).toBe('own');
  });

  it('do not get one when they come from parsed markup', () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<style>body{}</style>';
    document.body.appendChild(holder);
    expect(holder.querySelector('style')!.nonce).toBe('');
  });
});
