/* global module */
/**
 * What `process` is in the browser bundle. Turbopack hands every module that names `process` Next's
 * polyfill, a port of Node's (≈0.7 kB gzip of every page's first load), and the ones on our pages
 * only look: React's error reporter for `process.emit`, after `window.dispatchEvent` has reported
 * the error; axios for `process.nextTick`, when `queueMicrotask` is missing. Their `process.env.*`
 * reads are inlined at build time. next.config.ts aliases the polyfill to this file in the browser.
 */
module.exports = { env: {}, browser: true, argv: [], version: '', versions: {} };
