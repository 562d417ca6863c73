import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@domain/photos/rules';
import { downscalePhoto } from './downscale-photo';

describe('downscalePhoto', () => {
  it('refuses a file that says it is no image, naming the problem', async () => {
    const pdf = new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' });
    await expect(downscalePhoto(pdf)).rejects.toThrow(PHOTO_MESSAGES.notAnImage);
  });

  it('sends the file as it is where the browser cannot draw it (the server decides)', async () => {
    const photo = new File(['jpeg'], 'IMG_1.jpg', { type: 'image/jpeg' });
    expect(await downscalePhoto(photo)).toBe(photo);
  });
});
