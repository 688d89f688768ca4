import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import type { PlaybackCalls } from '../../hooks/use-video-playback';
import { CONTINUE_FROM_MIN_SECONDS, formatPlayerTime, PLAYBACK_RENEW_AFTER_MS, POSITION_SAVE_INTERVAL_MS } from '../../shared/video-playback';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { PlayerIcon } from './player-icons';
import styles from './video-player.module.css';

export interface PlayableVideo {
  id: number;
  title: string;
  duration_seconds: number;
}

const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
const SMALL_STEP_SECONDS = 5;
const LARGE_STEP_SECONDS = 10;

/**
 * Saves the position one request at a time: a position asked for while one is on its way waits, and
 * only the latest waiting one goes next. A failed save is dropped (the next one makes it up).
 */
function usePositionSaver(videoId: number, save: PlaybackCalls['savePosition']) {
  const state = useRef<{ isSending: boolean; waiting: number | null; lastSent: number | null; lastAt: number }>({
    isSending: false,
    waiting: null,
    lastSent: null,
    // The first save while playing comes an interval after opening, not at the first frame.
    lastAt: Date.now(),
  });
  const send = useCallback(
    async (seconds: number) => {
      const current = state.current;
      const rounded = Math.floor(seconds);
      if (current.isSending) {
        current.waiting = rounded;
        return;
      }
      if (rounded === current.lastSent) return;
      current.isSending = true;
      current.lastAt = Date.now();
      try {
        await save(videoId, rounded);
        current.lastSent = rounded;
      } catch {
        // Silent: the next save (10 s on, or the next pause) carries the position.
      } finally {
        current.isSending = false;
        const next = current.waiting;
        current.waiting = null;
        if (next !== null) void send(next);
      }
    },
    [videoId, save],
  );
  /** A save while playing, at most once per interval. */
  const throttled = useCallback(
    (seconds: number) => {
      if (Date.now() - state.current.lastAt >= POSITION_SAVE_INTERVAL_MS) void send(seconds);
    },
    [send],
  );
  /**
   * The save as the page is left or hidden: sent at once and keepalive, even past one on its way
   * (queued behind it, it would go after the page had gone); the server keeps the last to arrive.
   */
  const leave = useCallback(
    (seconds: number) => {
      const rounded = Math.floor(seconds);
      if (rounded === state.current.lastSent && !state.current.isSending) return;
      state.current.waiting = null;
      state.current.lastAt = Date.now();
      save(videoId, rounded, { isLeaving: true }).then(
        () => void (state.current.lastSent = rounded),
        () => undefined,
      );
    },
    [videoId, save],
  );
  // One object for the player's life: effects that save on leaving depend on it.
  return useMemo(() => ({ now: send, throttled, leave }), [send, throttled, leave]);
}

/**
 * A recording played in a modal dialog: the browser's <video> reading a short-lived signed address
 * through HTTP ranges (renewed while watching, keeping the position and the session of watching), with
 * our own Persian controls around it, a left-to-right timeline inside the right-to-left layout, the
 * keyboard (space, arrows, Home/End, M, F) and "continue from" where the viewer left off.
 */
export function VideoPlayer({ video, calls, onClose }: { video: PlayableVideo; calls: PlaybackCalls; onClose: () => void }) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const offerBox = useRef<HTMLDivElement>(null);
  const media = useRef<HTMLVideoElement>(null);
  const titleId = useId();
  const [src, setSrc] = useState<string | null>(null);
  const [isFailed, setIsFailed] = useState(false);
  const [offer, setOffer] = useState<number | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(video.duration_seconds);
  const [volume, setVolume] = useState(1);
  const [isMuted, setIsMuted] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [isFullscreen, setIsFullscreen] = useState(false);
  const [canFullscreen, setCanFullscreen] = useState(false);
  const playId = useRef<string | undefined>(undefined);
  /** Where to put the playhead once the renewed address's metadata is in, and whether to play on. */
  const resumeAt = useRef<{ time: number; isPlaying: boolean } | null>(null);
  const hasRetried = useRef(false);
  /** Play was pressed while the address was still on its way: the recording plays once its metadata is in. */
  const playsOnArrival = useRef(false);
  const position = usePositionSaver(video.id, calls.savePosition);

  const withHours = duration >= 3600;
  const time = (seconds: number) => format.digits(formatPlayerTime(seconds, withHours));

  const fetchAddress = useCallback(async () => {
    const playback = await calls.address(video.id, playId.current);
    playId.current = playback.play_id;
    return playback;
  }, [calls, video.id]);

  /** A new address for the same session of watching, the playhead and play state kept across the swap. */
  const renew = useCallback(async () => {
    const element = media.current;
    try {
      const playback = await fetchAddress();
      if (element) resumeAt.current = { time: element.currentTime, isPlaying: !element.paused };
      setSrc(playback.url);
    } catch {
      // The HTTP client has shown why; the current address may still have a minute left.
    }
  }, [fetchAddress]);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    // The play button, not the close button the dialog would pick, so Space plays rather than closes.
    controls.current?.querySelector('button')?.focus();
    setCanFullscreen(typeof document !== 'undefined' && document.fullscreenEnabled);
    let isOpen = true;
    fetchAddress().then(
      (playback) => {
        if (!isOpen) return;
        setSrc(playback.url);
        if (playback.position_seconds !== null && playback.position_seconds >= CONTINUE_FROM_MIN_SECONDS) setOffer(playback.position_seconds);
      },
      () => isOpen && setIsFailed(true),
    );
    return () => {
      isOpen = false;
      element?.close();
    };
  }, [fetchAddress]);

  // Where the viewer left off is the likely choice: the keyboard lands on "continue from".
  useEffect(() => {
    if (offer !== null && dialog.current?.contains(document.activeElement)) offerBox.current?.querySelector('button')?.focus();
  }, [offer]);

  // The address works for a few minutes: a new one comes a minute before, while the player is open.
  useEffect(() => {
    if (!src) return;
    const timer = window.setTimeout(() => void renew(), PLAYBACK_RENEW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [src, renew]);

  // Leaving the page or hiding it saves where the viewer is.
  useEffect(() => {
    const saveNow = () => {
      if (media.current && media.current.currentTime > 0) position.leave(media.current.currentTime);
    };
    const onVisibility = () => document.visibilityState === 'hidden' && saveNow();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', saveNow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', saveNow);
      saveNow();
    };
  }, [position]);

  useEffect(() => {
    const onChange = () => setIsFullscreen(document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // A refused play (a pause meanwhile, or the browser's rule on sound) leaves it paused: the button says so.
  const play = () => void media.current?.play().catch(() => setIsPlaying(false));
  const togglePlay = () => {
    const element = media.current;
    if (!element) {
      playsOnArrival.current = !playsOnArrival.current;
      setIsPlaying(playsOnArrival.current);
      return;
    }
    setOffer(null);
    if (element.paused) play();
    else element.pause();
  };
  const seekTo = (seconds: number) => {
    const element = media.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : duration;
    element.currentTime = Math.min(Math.max(0, seconds), end);
    setCurrent(element.currentTime);
  };
  const seekBy = (seconds: number) => seekTo((media.current?.currentTime ?? 0) + seconds);
  const toggleMute = () => {
    if (media.current) media.current.muted = !media.current.muted;
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen().catch(() => undefined);
  };
  const continueFrom = (seconds: number) => {
    setOffer(null);
    // The offer's buttons go away: the focus stays in the player, on play/pause, so its keys keep working.
    controls.current?.querySelector('button')?.focus();
    seekTo(seconds);
    play();
  };

  /** The player's keys, wherever the focus is inside it, except where a control needs the key itself. */
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    const isButton = target.tagName === 'BUTTON' || target.tagName === 'SELECT';
    if (target.tagName === 'SELECT' || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = event.shiftKey ? LARGE_STEP_SECONDS : SMALL_STEP_SECONDS;
    const handled: Record<string, () => void> = {
      // The timeline runs left to right in either language: the right arrow goes forward.
      ArrowRight: () => seekBy(step),
      ArrowLeft: () => seekBy(-step),
      PageUp: () => seekBy(LARGE_STEP_SECONDS),
      PageDown: () => seekBy(-LARGE_STEP_SECONDS),
      Home: () => seekTo(0),
      End: () => seekTo(duration),
      m: toggleMute,
      f: toggleFullscreen,
      ...(!isButton && { ' ': togglePlay, k: togglePlay }),
    };
    const action = handled[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const onLoadedMetadata = () => {
    const element = media.current!;
    if (Number.isFinite(element.duration) && element.duration > 0) setDuration(element.duration);
    element.playbackRate = speed;
    const resume = resumeAt.current;
    resumeAt.current = null;
    if (resume) {
      element.currentTime = resume.time;
      if (resume.isPlaying) play();
    } else if (playsOnArrival.current) {
      playsOnArrival.current = false;
      play();
    }
  };

  /** An address that stopped working (the computer slept past its renewal): one new address, then resume. */
  const onError = () => {
    if (hasRetried.current || !src) {
      setIsFailed(true);
      return;
    }
    hasRetried.current = true;
    void renew();
  };

  const speedLabel = (value: number) => `${format.digits(String(value).replace('.', format.language === 'fa' ? '٫' : '.'))}×`;

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose} onKeyDown={onKeyDown}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title} dir="auto">
          {video.title}
        </h2>
        <Button variant="text" icon={<PlayerIcon name="close" />} aria-label={t('player.close')} onClick={() => dialog.current?.close()} />
      </div>
      <div ref={stage} className={styles.stage}>
        {src ? (
          <video
            ref={media}
            className={styles.video}
            src={src}
            preload="metadata"
            playsInline
            aria-label={t('player.videoOf', { title: video.title })}
            onClick={togglePlay}
            onLoadedMetadata={onLoadedMetadata}
            onDurationChange={(event) => Number.isFinite(event.currentTarget.duration) && setDuration(event.currentTarget.duration)}
            onTimeUpdate={(event) => {
              const seconds = event.currentTarget.currentTime;
              setCurrent(seconds);
              if (!event.currentTarget.paused) position.throttled(seconds);
            }}
            onPlay={() => {
              setIsPlaying(true);
              setOffer(null);
              hasRetried.current = false;
            }}
            onPause={(event) => {
              setIsPlaying(false);
              void position.now(event.currentTarget.currentTime);
            }}
            onSeeked={(event) => event.currentTarget.paused && void position.now(event.currentTarget.currentTime)}
            onEnded={(event) => void position.now(event.currentTarget.duration)}
            onVolumeChange={(event) => {
              setVolume(event.currentTarget.volume);
              setIsMuted(event.currentTarget.muted);
            }}
            onError={onError}
          />
        ) : (
          !isFailed && (
            <div className={styles.waiting}>
              <Spinner />
            </div>
          )
        )}
        {isFailed && (
          <p className={styles.failed} role="alert">
            {t('player.failed')}
          </p>
        )}
        {offer !== null && (
          <div ref={offerBox} className={styles.offer}>
            <Button variant="primary" icon={<PlayerIcon name="play" />} onClick={() => continueFrom(offer)}>
              {t('player.continueFrom', { time: time(offer) })}
            </Button>
            <Button onClick={() => continueFrom(0)}>{t('player.fromStart')}</Button>
          </div>
        )}
        <div ref={controls} className={styles.controls}>
          {/* Left to right in either language, as timelines run in Persian players too. */}
          <input
            type="range"
            dir="ltr"
            className={styles.timeline}
            min={0}
            max={Math.max(1, Math.floor(duration))}
            step={1}
            value={Math.floor(current)}
            disabled={!src}
            aria-label={t('player.position')}
            aria-valuetext={t('player.positionOf', { current: time(current), total: time(duration) })}
            onChange={(event) => seekTo(Number(event.target.value))}
          />
          <div className={styles.bar}>
            <Button
              variant="text"
              className={styles.control}
              icon={<PlayerIcon name={isPlaying ? 'pause' : 'play'} />}
              aria-label={isPlaying ? t('player.pause') : t('player.play')}
              onClick={togglePlay}
            />
            <bdi dir="ltr" className={styles.time}>
              {time(current)} / {time(duration)}
            </bdi>
            <Button
              variant="text"
              className={styles.control}
              icon={<PlayerIcon name={isMuted || volume === 0 ? 'muted' : 'volume'} />}
              aria-label={isMuted ? t('player.unmute') : t('player.mute')}
              aria-pressed={isMuted}
              disabled={!src}
              onClick={toggleMute}
            />
            <input
              type="range"
              dir="ltr"
              className={styles.volume}
              min={0}
              max={100}
              step={5}
              value={isMuted ? 0 : Math.round(volume * 100)}
              disabled={!src}
              aria-label={t('player.volume')}
              aria-valuetext={format.digits(`${isMuted ? 0 : Math.round(volume * 100)}%`)}
              onChange={(event) => {
                if (!media.current) return;
                media.current.volume = Number(event.target.value) / 100;
                media.current.muted = Number(event.target.value) === 0;
              }}
            />
            <span className={styles.spacer} />
            <select
              className={styles.speed}
              value={speed}
              disabled={!src}
              aria-label={t('player.speed')}
              onChange={(event) => {
                const value = Number(event.target.value);
                setSpeed(value);
                if (media.current) media.current.playbackRate = value;
              }}
            >
              {SPEEDS.map((value) => (
                <option key={value} value={value}>
                  {speedLabel(value)}
                </option>
              ))}
            </select>
            {canFullscreen && (
              <Button
                variant="text"
                className={styles.control}
                icon={<PlayerIcon name={isFullscreen ? 'exitFullscreen' : 'fullscreen'} />}
                aria-label={isFullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
                disabled={!src}
                onClick={toggleFullscreen}
              />
            )}
          </div>
        </div>
      </div>
      <p className={styles.keys}>{t('player.keys')}</p>
    </dialog>
  );
}
