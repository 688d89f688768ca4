// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from '../../components/videos/video-player';
import type { PlaybackCalls } from '../../hooks/use-video-playback';
import { i18nFor } from '../../lib/i18n';

// The browser cancels an ordinary request when the page goes: the save as the page is left must be keepalive.
const request = vi.fn(async (_config: Record<string, unknown>) => ({ data: { hasError: false, message: '', data: null } }));
vi.mock('../../lib/http/client', () => ({ http: { request: (config: Record<string, unknown>) => request(config) } }));

afterEach(() => request.mockClear());

function playerWith(calls: PlaybackCalls) {
  // jsdom has no modal dialogs; the player opens itself as one.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  return render(
    <I18nextProvider i18n={i18nFor('fa', {})}>
      <VideoPlayer video={{ id: 7, title: 'جلسه', duration_seconds: 600 }} calls={calls} onClose={() => undefined} />
    </I18nextProvider>,
  );
}

describe('saving the position as the page is left', () => {
  it('leaving the page saves where the viewer is, marked as leaving', async () => {
    const savePosition = vi.fn<PlaybackCalls['savePosition']>(async () => undefined);
    const address: PlaybackCalls['address'] = async () =>
      ({ path: '/videos/7/play/t', url: '/api/v1/videos/7/play/t', play_id: 'p', position_seconds: null, expires_in_seconds: 300 }) as never;
    playerWith({ address, savePosition });
    const media = await waitFor(() => {
      const found = document.querySelector('video[src]');
      expect(found).not.toBeNull();
      return found!;
    });
    Object.defineProperty(media, 'currentTime', { configurable: true, value: 42.7 });

    act(() => void window.dispatchEvent(new Event('pagehide')));

    expect(savePosition).toHaveBeenCalledWith(7, 42, { isLeaving: true });
  });

  it('a save marked as leaving goes by fetch with keepalive; an ordinary one does not', async () => {
    const { ownPlaybackCalls, adminPlaybackCalls } = await import('../../hooks/use-video-playback');
    await ownPlaybackCalls.savePosition(7, 42, { isLeaving: true });
    await adminPlaybackCalls.savePosition(7, 42, { isLeaving: true });
    await ownPlaybackCalls.savePosition(7, 43);
    expect(request.mock.calls.map(([config]) => [config.url, config.role, config.adapter, config.fetchOptions])).toEqual([
      ['/user/videos/7/position', 'user', 'fetch', { keepalive: true }],
      ['/admin/videos/7/position', 'admin', 'fetch', { keepalive: true }],
      ['/user/videos/7/position', 'user', undefined, undefined],
    ]);
  });
});
