/**
 * An import's progress, 0–100 %, from what really happened (spec 4.3; issue #16 item 8): the
 * file read and parsed (to 10 %), the rows uploaded (10–90 %, from the upload's own byte
 * count), the server importing them (95 %, until it answers) and done (100 %).
 */
export type ImportPhase = 'reading' | 'uploading' | 'server' | 'done';

export interface ImportProgress {
  phase: ImportPhase;
  percent: number;
}

const READ_PERCENT = 10;
const UPLOADED_PERCENT = 90;
const SERVER_PERCENT = 95;

export const IMPORT_PHASE_LABELS: Readonly<Record<ImportPhase, string>> = {
  reading: 'Reading the file',
  uploading: 'Uploading',
  server: 'Importing on the server',
  done: 'Import complete',
};

export function readingProgress(): ImportProgress {
  return { phase: 'reading', percent: 0 };
}

/** `sent` of `total` bytes of the rows have gone out. */
export function uploadProgress(sent: number, total: number): ImportProgress {
  if (total <= 0 || sent >= total) return { phase: 'server', percent: SERVER_PERCENT };
  const share = Math.max(0, sent) / total;
  return {
    phase: 'uploading',
    percent: Math.round(READ_PERCENT + share * (UPLOADED_PERCENT - READ_PERCENT)),
  };
}

export function parsedProgress(): ImportProgress {
  return { phase: 'uploading', percent: READ_PERCENT };
}

export function doneProgress(): ImportProgress {
  return { phase: 'done', percent: 100 };
}
