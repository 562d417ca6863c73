import type { IScannerControls } from '@zxing/browser';
import { normalizeVin } from '@domain/vin';

export type ScanErrorKind = 'unsupported' | 'denied' | 'no-camera' | 'failed';

export const SCAN_ERROR_MESSAGES: Record<ScanErrorKind, string> = {
  unsupported:
    'This browser cannot use the camera here. Type the VIN instead (camera scanning needs a secure https page).',
  denied:
    'Camera access was denied. Allow camera access for this site in your browser settings, or type the VIN instead.',
  'no-camera': 'No camera was found on this device. Type the VIN instead.',
  failed: 'The camera could not be started. Type the VIN instead.',
};

export function scanErrorKind(error: unknown): ScanErrorKind {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'UnsupportedError') return 'unsupported';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return 'denied';
  }
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError'
  ) {
    return 'no-camera';
  }
  return 'failed';
}

/** A VIN barcode often carries a leading 'I' (import marker) or extra characters; take 17. */
export function vinFromBarcode(text: string): string {
  const cleaned = normalizeVin(text).replace(/[^A-Z0-9]/g, '');
  const match = /[A-HJ-NPR-Z0-9]{17}/.exec(
    cleaned.length > 17 && cleaned.startsWith('I') ? cleaned.slice(1) : cleaned,
  );
  return match ? match[0] : cleaned;
}

/**
 * Starts the rear camera and decodes Code 39, Data Matrix and QR codes (what VIN labels use).
 * zxing is loaded on demand so it stays out of the initial bundle.
 */
export async function startVinScan(
  video: HTMLVideoElement,
  onVin: (vin: string) => void,
): Promise<IScannerControls> {
  if (!navigator.mediaDevices?.getUserMedia) {
    throw Object.assign(new Error('Camera unavailable'), { name: 'UnsupportedError' });
  }
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const hints = new Map<number, unknown>([
    [
      DecodeHintType.POSSIBLE_FORMATS,
      [BarcodeFormat.CODE_39, BarcodeFormat.DATA_MATRIX, BarcodeFormat.QR_CODE],
    ],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new BrowserMultiFormatReader(
    hints as ConstructorParameters<typeof BrowserMultiFormatReader>[0],
  );
  return reader.decodeFromConstraints(
    { video: { facingMode: { ideal: 'environment' } }, audio: false },
    video,
    (result, _error, controls) => {
      if (!result) return;
      controls.stop();
      onVin(vinFromBarcode(result.getText()));
    },
  );
}
