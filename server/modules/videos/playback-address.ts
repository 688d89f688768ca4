import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { PLAYBACK_TOKEN_PATTERN } from '../../../shared/contracts/videos.schemas';

/** Who an address was given to: the role, the user's or admin's id, and the session it was asked for in. */
export interface PlaybackViewer {
  role: 'user' | 'admin';
  subjectId: number;
  sessionId: number;
}

/** What a valid address says, beside the video id of its path. */
export interface PlaybackGrant extends PlaybackViewer {
  expiresAt: number;
  /** One session of watching: the view is counted once per play id (a refreshed address keeps it). */
  playId: string;
}

export const newPlayId = () => randomBytes(16).toString('base64url');

/**
 * Signs and reads playback addresses. The key is derived from APP_KEY with HKDF under a label of its
 * own, so it is in no database or backup, every instance derives the same one, and a leak of it
 * reveals nothing about the keyed hashes APP_KEY makes for verification codes.
 */
export function playbackSigner(appKey: string) {
  const key = Buffer.from(hkdfSync('sha256', appKey, 'portal', 'video playback address v1', 32));
  // The video id is signed but travels in the path: the same token on another video's path is refused.
  const signatureOf = (videoId: number, fields: string) => createHmac('sha256', key).update(`${videoId}|${fields}`).digest('base64url');

  return {
    sign(videoId: number, grant: PlaybackGrant): string {
      const fields = [grant.role === 'user' ? 'u' : 'a', grant.subjectId, grant.sessionId, grant.expiresAt, grant.playId].join('.');
      return `${fields}.${signatureOf(videoId, fields)}`;
    },

    /** The grant a token signed for this video holds, or undefined when it is malformed or its signature does not match (expiry is the caller's check). */
    read(videoId: number, token: string): PlaybackGrant | undefined {
      if (!PLAYBACK_TOKEN_PATTERN.test(token)) return undefined;
      const cut = token.lastIndexOf('.');
      const fields = token.slice(0, cut);
      const expected = Buffer.from(signatureOf(videoId, fields));
      const given = Buffer.from(token.slice(cut + 1));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const [role, subjectId, sessionId, expiresAt, playId] = fields.split('.') as [string, string, string, string, string];
      return { role: role === 'u' ? 'user' : 'admin', subjectId: Number(subjectId), sessionId: Number(sessionId), expiresAt: Number(expiresAt), playId };
    },
  };
}
