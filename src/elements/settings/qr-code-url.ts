import QRCode from 'qrcode';
import { svgDataUrl } from '../../ui/shoelace/icons.ts';

/**
 * The otpauth URI as a QR code image (an SVG data: URL for an `<img>`): made in the browser from
 * our own data, so the secret never goes to a QR service, and a strict CSP allows `img-src data:`.
 * Always dark on white with a quiet zone, as scanners expect, in the dark theme too.
 */
export async function qrCodeUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return svgDataUrl(svg);
}
