import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../errors';
import { imageTypeOf } from '../../storage/image-store';
import { serverMadeName, writeStoredFile } from '../../storage/stored-file';
import { ATTACHMENT_CONTENT_TYPES, MAX_ATTACHMENT_BYTES, type AttachmentKind } from '../../../shared/contracts/support';

export const ATTACHMENT_FOLDER = 'support';

const startsWith = (bytes: Uint8Array, text: string) => Buffer.from(bytes.subarray(0, text.length)).toString('latin1') === text;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text is what decodes as UTF-8 and holds no NUL: a binary file given a .txt name fails both. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** What the bytes are, whatever the file's name or declared type says; null for anything not allowed. */
export function attachmentKindOf(bytes: Uint8Array): AttachmentKind | null {
  const image = imageTypeOf(Buffer.from(bytes.subarray(0, 16)));
  if (image) return image;
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'gif';
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  // A local file header, or the end record alone of an empty archive.
  if (startsWith(bytes, 'PK\x03\x04') || startsWith(bytes, 'PK\x05\x06')) return 'zip';
  if (isPlainText(bytes)) return 'txt';
  return null;
}

export interface StoredAttachment {
  name: string;
  originalName: string;
  contentType: string;
  size: number;
}

/** Every extension a kind goes by; the first is the one a name without any of them gets. */
const EXTENSIONS: Record<AttachmentKind, readonly string[]> = {
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  webp: ['webp'],
  gif: ['gif'],
  pdf: ['pdf'],
  txt: ['txt'],
  zip: ['zip'],
};

/**
 * Control characters, and the bidi controls that make `photo\u202egpj.hta` read as `photoath.jpg` on
 * screen. Not every invisible character: Persian words need the zero-width non-joiner.
 */
const UNSAFE_IN_NAME = /[\p{Cc}\p{Bidi_Control}\u2028\u2029\ufeff"]/gu;

const MAX_NAME_LENGTH = 255;

/**
 * The name an attachment is offered back under: the uploader's name without folders, control or
 * bidi characters, and with the extension of what its bytes were judged to be, so a PNG called
 * `x.png.html` downloads as `x.png` and text called `note.html` as `note.txt`, never as a page.
 */
export function offeredAttachmentName(given: string, kind: AttachmentKind): string {
  const extensions = EXTENSIONS[kind];
  const hasOwnExtension = (name: string) => extensions.includes(path.extname(name).slice(1).toLowerCase());
  const base = path.basename(given.replaceAll('\\', '/')).replace(UNSAFE_IN_NAME, '').trim().replace(/^\.+/, '');
  if (hasOwnExtension(base)) return base.slice(-MAX_NAME_LENGTH);
  const stem = base.slice(0, base.length - path.extname(base).length);
  if (hasOwnExtension(stem)) return stem.slice(-MAX_NAME_LENGTH);
  const extension = `.${extensions[0]}`;
  return `${(stem || 'attachment').slice(0, MAX_NAME_LENGTH - extension.length)}${extension}`;
}

/** The kind a stored name's extension says (the store named it after the bytes), if it is one of ours. */
export function kindOfStoredName(name: string): AttachmentKind | undefined {
  const extension = path.extname(name).slice(1);
  return isStoredAttachmentName(name) && Object.hasOwn(EXTENSIONS, extension) ? (extension as AttachmentKind) : undefined;
}

/** Checks an upload (size, then content) and stores it by a server-made name under `<root>/support/`. */
export async function storeAttachment(file: File, root: string): Promise<StoredAttachment> {
  if (file.size > MAX_ATTACHMENT_BYTES) throw new AppError('ATTACHMENT_TOO_LARGE', { params: { megabytes: MAX_ATTACHMENT_BYTES / (1024 * 1024) } });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = attachmentKindOf(bytes);
  if (!kind) throw new AppError('ATTACHMENT_TYPE_REFUSED');
  const name = serverMadeName(kind);
  await writeStoredFile(root, ATTACHMENT_FOLDER, name, bytes);
  return { name, originalName: offeredAttachmentName(file.name, kind), contentType: ATTACHMENT_CONTENT_TYPES[kind], size: bytes.length };
}

/** Only names this store made reach the disk, whatever a row says. */
export function isStoredAttachmentName(name: string): boolean {
  return /^[0-9a-f]{32}\.(png|jpg|webp|gif|pdf|txt|zip)$/.test(name);
}

/** A temporary file of `writeStoredFile` (`.<name>.part`) for one of the store's names. */
const isTemporaryName = (name: string) => name.startsWith('.') && name.endsWith('.part') && isStoredAttachmentName(name.slice(1, -'.part'.length));

/**
 * The store's own files under `<root>/support/` (attachments and their temporary files, nothing an
 * operator may have put beside them), in chunks of `size` as the folder is read: a folder of a
 * million files is never held whole.
 */
export async function* storedFileChunks(root: string, size: number): AsyncGenerator<string[]> {
  const directory = await fs.opendir(path.join(root, ATTACHMENT_FOLDER)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!directory) return;
  let chunk: string[] = [];
  for await (const entry of directory) {
    if (!entry.isFile() || !(isStoredAttachmentName(entry.name) || isTemporaryName(entry.name))) continue;
    chunk.push(entry.name);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** Removes one of the store's files if it was last written before `before` (epoch ms); true when it did. */
export async function removeStoredFileIfOlder(name: string, root: string, before: number): Promise<boolean> {
  const file = path.join(root, ATTACHMENT_FOLDER, name);
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat || stat.mtimeMs >= before) return false;
  await fs.rm(file, { force: true });
  return true;
}

export async function readAttachment(name: string, root: string): Promise<Uint8Array> {
  if (!isStoredAttachmentName(name)) throw new AppError('NOT_FOUND');
  return fs.readFile(path.join(root, ATTACHMENT_FOLDER, name)).catch(() => {
    throw new AppError('NOT_FOUND');
  });
}

/** The download's headers: always a download, never rendered by the browser, and named as the user named it. */
export function attachmentHeaders(attachment: { originalName: string; contentType: string; size: number }): Record<string, string> {
  const ascii = attachment.originalName.replace(/[^\x20-\x7e]/g, '_');
  return {
    'Content-Type': attachment.contentType,
    'Content-Length': String(attachment.size),
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(attachment.originalName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, no-store',
  };
}
