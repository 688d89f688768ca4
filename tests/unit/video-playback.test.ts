import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPlayId, playbackSigner } from '../../server/modules/videos/playback-address';
import { PLAYBACK_TOKEN_PATTERN } from '../../shared/contracts/videos.schemas';
import { formatPlayerTime } from '../../shared/video-playback';

const APP_KEY = 'k'.repeat(40);
const grant = { role: 'user' as const, subjectId: 7, sessionId: 42, expiresAt: 1_790_000_000_000, playId: newPlayId() };

describe('the playback address signer', () => {
  it('reads back what it signed, for the video it signed it for only', () => {
    const signer = playbackSigner(APP_KEY);
    const token = signer.sign(12, grant);
    expect(token).toMatch(PLAYBACK_TOKEN_PATTERN);
    expect(signer.read(12, token)).toEqual(grant);
    expect(signer.read(13, token)).toBeUndefined();
  });

  it('a token signed under another application key is refused', () => {
    const token = playbackSigner('o'.repeat(40)).sign(12, grant);
    expect(playbackSigner(APP_KEY).read(12, token)).toBeUndefined();
  });

  it('signs with a key of its own derived from APP_KEY, not with APP_KEY itself', () => {
    const token = playbackSigner(APP_KEY).sign(12, grant);
    const fields = token.slice(0, token.lastIndexOf('.'));
    const withAppKey = createHmac('sha256', APP_KEY).update(`12|${fields}`).digest('base64url');
    expect(token.endsWith(withAppKey)).toBe(false);
  });

  it('refuses anything that is not a token of its form', () => {
    const signer = playbackSigner(APP_KEY);
    for (const junk of ['', 'a.b', `${signer.sign(12, grant)}x`, signer.sign(12, grant).replace(/^u/, 'x')]) expect(signer.read(12, junk)).toBeUndefined();
  });
});

describe('formatPlayerTime', () => {
  it('reads M:SS under an hour and H:MM:SS from an hour, whole seconds, nothing below zero', () => {
    expect(formatPlayerTime(754.9, false)).toBe('12:34');
    expect(formatPlayerTime(5, false)).toBe('0:05');
    expect(formatPlayerTime(3725, true)).toBe('1:02:05');
    expect(formatPlayerTime(59, true)).toBe('0:00:59');
    expect(formatPlayerTime(-3, false)).toBe('0:00');
    expect(formatPlayerTime(Number.NaN, false)).toBe('0:00');
  });
});
