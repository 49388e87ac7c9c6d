import type { QrCode } from '../content/qr-code';

/** A QR code drawn as SVG, with the quiet zone scanners need around it. */
export function QrImage({ qr, label, size = 128 }: { qr: QrCode; label: string; size?: number }) {
  const quiet = 2;
  const box = qr.size + quiet * 2;
  return (
    <svg className="qr-image" role="img" aria-label={label} viewBox={`${-quiet} ${-quiet} ${box} ${box}`} width={size} height={size} shapeRendering="crispEdges" data-qr-text={qr.text}>
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={qr.path} fill="#14212b" />
    </svg>
  );
}
