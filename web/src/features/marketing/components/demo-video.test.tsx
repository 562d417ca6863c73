import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoVideo } from './demo-video';

function video() {
  return screen.getByLabelText('LotReady product demo') as HTMLVideoElement;
}

describe('Demo video (spec 4.3)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads /demo.mp4 muted and looping', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    render(<DemoVideo />);
    expect(video().src).toMatch(/\/demo\.mp4$/);
    expect(video().muted).toBe(true);
    expect(video().loop).toBe(true);
  });

  it('shows the logo fallback when the video cannot load', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    render(<DemoVideo />);
    fireEvent.loadStart(video());
    expect(screen.getByText('Loading video')).toBeInTheDocument();
    fireEvent.error(video());
    expect(screen.getByText('Video temporarily unavailable')).toBeInTheDocument();
  });

  it('shows a play button when autoplay is blocked, and a pause button while playing', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(new DOMException('blocked', 'NotAllowedError'))
      .mockResolvedValue(undefined);
    render(<DemoVideo />);
    await act(async () => {
      fireEvent.canPlay(video());
    });
    const playButton = screen.getByRole('button', { name: 'Play demo video' });
    await act(async () => {
      playButton.click();
    });
    expect(play).toHaveBeenCalledTimes(2);
    fireEvent.playing(video());
    expect(screen.getByRole('button', { name: 'Pause demo video' })).toBeInTheDocument();
  });
});
