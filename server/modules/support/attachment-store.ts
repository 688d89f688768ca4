import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../errors';
import { imageTypeOf } from '../files/image-store';
import { serverMadeName, writeStoredFile } from '../files/stored-file';
import { ATTACHMENT_CONTENT_TYPES, MAX_ATTACHMENT_BYTES, type AttachmentKind } from './schemas';

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

/** The name the user gave, kept only to offer back on download: no folders, no control characters, at most 255 characters. */
function cleanOriginalName(name: string, kind: AttachmentKind): string {
  // eslint-disable-next-line no-control-regex
  const base = path.basename(name.replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (base || `attachment.${kind}`).slice(0, 255);
}

/** Checks an upload (size, then content) and stores it by a server-made name under `<root>/support/`. */
export async function storeAttachment(file: File, root: string): Promise<StoredAttachment> {
  if (file.size > MAX_ATTACHMENT_BYTES) throw new AppError('ATTACHMENT_TOO_LARGE', { params: { megabytes: MAX_ATTACHMENT_BYTES / (1024 * 1024) } });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = attachmentKindOf(bytes);
  if (!kind) throw new AppError('ATTACHMENT_TYPE_REFUSED');
  const name = serverMadeName(kind);
  await writeStoredFile(root, ATTACHMENT_FOLDER, name, bytes);
  return { name, originalName: cleanOriginalName(file.name, kind), contentType: ATTACHMENT_CONTENT_TYPES[kind], size: bytes.length };
}

/** Only names this store made reach the disk, whatever a row says. */
export function isStoredAttachmentName(name: string): boolean {
  return /^[0-9a-f]{32}\.(png|jpg|webp|gif|pdf|txt|zip)$/.test(name);
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
