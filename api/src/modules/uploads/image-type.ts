/** The picture formats the shop accepts, told apart by their first bytes (never by name or declared type). */
export const IMAGE_EXTENSIONS = ['jpg', 'png', 'webp'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
}

/** JPEG, PNG or WebP (RIFF....WEBP) from the magic bytes; null for anything else (SVG, GIF, HTML...). */
export function detectImageType(bytes: Uint8Array): ImageExtension | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}
