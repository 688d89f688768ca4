import { api } from '../lib/http/api';
import { apiUrl } from '../lib/http/api-base';
import type { VideoPlayback } from '../shared/contracts/videos.schemas';

/** A playback address as the <video> element takes it: the API's path made a URL the browser can request. */
export type PlayerAddress = VideoPlayback & { url: string };

const withUrl = (playback: VideoPlayback): PlayerAddress => ({ ...playback, url: apiUrl(playback.path) });

/** The two calls a player makes, the user's own or the admin's: a (renewed) playback address, and saving the position. */
export interface PlaybackCalls {
  /** A playback address; with the current play id when renewing it while watching (one view per session of watching). */
  address: (videoId: number, playId?: string) => Promise<PlayerAddress>;
  /**
   * Remembers the position; silent, since a lost save is made up by the next one. A save as the page
   * is left (`isLeaving`) is sent keepalive: there is no next one, and the browser would cancel it.
   */
  savePosition: (videoId: number, seconds: number, options?: { isLeaving?: boolean }) => Promise<void>;
}

const bodyOf = (playId?: string) => (playId ? { play_id: playId } : {});

export const ownPlaybackCalls: PlaybackCalls = {
  address: async (id, playId) => withUrl((await api.videos.ownPlayback({ params: { id }, body: bodyOf(playId) })).data),
  savePosition: async (id, seconds, options) => {
    await api.videos.ownSavePosition({ params: { id }, body: { position_seconds: seconds } }, { silent: true, keepalive: options?.isLeaving });
  },
};

export const adminPlaybackCalls: PlaybackCalls = {
  address: async (id, playId) => withUrl((await api.videos.playback({ params: { id }, body: bodyOf(playId) })).data),
  savePosition: async (id, seconds, options) => {
    await api.videos.savePosition({ params: { id }, body: { position_seconds: seconds } }, { silent: true, keepalive: options?.isLeaving });
  },
};
