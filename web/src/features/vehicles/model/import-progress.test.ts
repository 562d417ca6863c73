import { describe, expect, it } from 'vitest';
import { doneProgress, parsedProgress, readingProgress, uploadProgress } from './import-progress';

describe('import progress from what happened', () => {
  it('starts at 0 while the file is read and is at 10 % once parsed', () => {
    expect(readingProgress()).toEqual({ phase: 'reading', percent: 0 });
    expect(parsedProgress()).toEqual({ phase: 'uploading', percent: 10 });
  });

  it.each([
    [0, 1000, 'uploading', 10],
    [250, 1000, 'uploading', 30],
    [500, 1000, 'uploading', 50],
    [999, 1000, 'uploading', 90],
    [1000, 1000, 'server', 95],
    [0, 0, 'server', 95],
  ])('%i of %i bytes sent: %s at %i %%', (sent, total, phase, percent) => {
    expect(uploadProgress(sent, total)).toEqual({ phase, percent });
  });

  it('is 100 % only when the server has answered', () => {
    expect(doneProgress()).toEqual({ phase: 'done', percent: 100 });
  });
});
