// What the server and the browser player agree on about watching a recording (issue 21).

/** How long a playback address works. */
export const PLAYBACK_ADDRESS_TTL_MS = 5 * 60 * 1000;

/** The player asks for a new address this long after it got one, a minute before the old one stops working. */
export const PLAYBACK_RENEW_AFTER_MS = PLAYBACK_ADDRESS_TTL_MS - 60 * 1000;

/** The player saves its position at most this often while playing (and on pause, seek and close). */
export const POSITION_SAVE_INTERVAL_MS = 10 * 1000;

/** A saved position below this is no viewing worth continuing. */
export const CONTINUE_FROM_MIN_SECONDS = 5;

/** A time in a player: `M:SS`, or `H:MM:SS` when the video runs an hour or more (digits localized by the caller). */
export function formatPlayerTime(totalSeconds: number, withHours: boolean): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return withHours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${Math.floor(seconds / 60)}:${rest}`;
}
