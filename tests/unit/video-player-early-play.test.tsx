// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from '../../components/videos/video-player';
import type { PlaybackCalls } from '../../hooks/use-video-playback';
import { i18nFor } from '../../lib/i18n';

vi.mock('../../lib/http/client', () => ({ http: { request: vi.fn() } }));

type Playback = Awaited<ReturnType<PlaybackCalls['address']>>;
const PLAYBACK = {
  path: '/videos/7/play/t',
  url: '/api/v1/videos/7/play/t',
  play_id: 'p',
  position_seconds: null,
  expires_in_seconds: 300,
} as unknown as Playback;

// jsdom plays no media: play() is recorded, and the video reads as paused until it is called.
const play = vi.fn(async function (this: HTMLMediaElement) {
  Object.defineProperty(this, 'paused', { configurable: true, value: false });
});
afterEach(() => play.mockClear());

/** The player, opened while its address is still on the way: `arrive` answers it. */
function openWhileTheAddressIsOnItsWay() {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  let arrive: (playback: Playback) => void = () => undefined;
  const calls: PlaybackCalls = { address: () => new Promise((resolve) => (arrive = resolve)), savePosition: async () => undefined };
  render(
    <I18nextProvider i18n={i18nFor('fa', {})}>
      <VideoPlayer video={{ id: 7, title: 'جلسه', duration_seconds: 600 }} calls={calls} onClose={() => undefined} />
    </I18nextProvider>,
  );
  return { arrive: (playback: Playback) => act(() => arrive(playback)) };
}

const metadataArrives = async () => {
  const media = await waitFor(() => {
    const found = document.querySelector('video[src]');
    expect(found).not.toBeNull();
    return found!;
  });
  fireEvent.loadedMetadata(media);
};

describe('pressing play before the recording has arrived', () => {
  it('plays it as soon as it has arrived', async () => {
    const player = openWhileTheAddressIsOnItsWay();
    fireEvent.click(screen.getByRole('button', { name: 'پخش' }));
    // The button answers at once: it now offers to pause.
    expect(screen.getByRole('button', { name: 'مکث' })).toBeDefined();
    await player.arrive(PLAYBACK);
    await metadataArrives();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('pressed twice, play and then pause, leaves it paused when it arrives', async () => {
    const player = openWhileTheAddressIsOnItsWay();
    fireEvent.click(screen.getByRole('button', { name: 'پخش' }));
    fireEvent.click(screen.getByRole('button', { name: 'مکث' }));
    await player.arrive(PLAYBACK);
    await metadataArrives();
    expect(play).not.toHaveBeenCalled();
  });
});
