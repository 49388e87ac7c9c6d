import qrcode from 'qrcode-generator';

/** A QR code as one SVG path on a grid of `size` modules: drawn by React, no image file, no HTML string. */
export interface QrCode {
  /** What the code encodes: kept so a reader (or a test) can see it without decoding the picture. */
  text: string;
  size: number;
  path: string;
}

/**
 * Encodes at build time, so the browser gets only the path. Runs of dark modules in a row become
 * one rectangle, which keeps the path short.
 */
export function qrCode(text: string): QrCode {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && qr.isDark(row, col)) col++;
      parts.push(`M${start} ${row}h${col - start}v1h-${col - start}z`);
    }
  }
  return { text, size, path: parts.join('') };
}
