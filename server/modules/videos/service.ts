import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { normalizeDigits } from '../../../shared/digits';
import { normalizeMobile } from '../../../shared/mobile';
import type { Clock } from '../../clock';
import type { Db, Dialect, Executor } from '../../db';
import type { User, Video } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import type { StreamedUpload } from '../../http/streamed-upload';
import { permissionsOf } from '../../security/admin-permissions';
import type { SessionService } from '../sessions/service';
import { mp4DurationSeconds } from './mp4';
import { CONTINUE_FROM_MIN_SECONDS, PLAYBACK_ADDRESS_TTL_MS } from '../../../shared/video-playback';
import { newPlayId, playbackSigner, type PlaybackGrant, type PlaybackViewer } from './playback-address';
import { playbackRepository, type Viewer } from './playback-repository';
import { videosRepository } from './repository';
import type { AdminVideo, OwnVideo, PlaybackInput, VideoListRequest, VideoPlayback, VideoUploadInput } from '../../../shared/contracts/videos.schemas';

/** A saved position this close to the end is a finished viewing: nothing to continue from. */
const FINISHED_WITHIN_SECONDS = 5;

/** Where a viewer may continue from: a saved position past the first seconds and before the end, else null. */
const continueFromOf = (position: number | undefined, durationSeconds: number): number | null =>
  position !== undefined && position >= CONTINUE_FROM_MIN_SECONDS && position < durationSeconds - FINISHED_WITHIN_SECONDS ? position : null;

/** Videos live in STORAGE_ROOT/videos, by names the server made. */
export const VIDEO_FOLDER = 'videos';

/** Only names this module made reach the disk: no path from a request or a row written elsewhere. */
const isStoredVideoName = (name: string) => /^[0-9a-f]{32}\.mp4$/.test(name);

/** A download or stream that starts at the first byte: one play, for the views module. */
export interface VideoPlay {
  videoId: number;
  userId: number | null;
  ip: string;
  userAgent?: string;
  referrer?: string;
}

/**
 * A title as a file's name on any system: the characters Windows, macOS or Linux refuse in a name
 * (`/ \\ : * ? " < > |` and control characters) become `-`, and it is kept to 100 characters.
 */
function fileNameOfTitle(title: string): string {
  const fit = [...title].map((char) => (/[\\/:*?"<>|]/.test(char) || char.charCodeAt(0) < 0x20 || char === '\u007f' ? '-' : char));
  return [...fit.join('').trim()].slice(0, 100).join('').replace(/^\.+/, '').trim();
}

/** What the download route streams. */
export interface VideoFile {
  path: string;
  size: number;
  /** The attachment's plain name, the id only (titles are any text, and the plain form holds ASCII only). */
  filename: string;
  /** The name the person sees saved: the title, made fit for a file name. */
  titleFilename: string;
}

export interface ImportOutcome {
  added: AdminVideo[];
  /** Files registered before (the same bytes): a second run of the import adds nothing. */
  skipped: string[];
  /** Files named .mp4 that are not MP4 by their content. */
  refused: string[];
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The duration of the MP4 at `file`, or null when its content is not an MP4. */
async function durationOf(file: string, size: number): Promise<number | null> {
  const handle = await fs.open(file, 'r');
  try {
    return await mp4DurationSeconds(handle, size);
  } finally {
    await handle.close();
  }
}

export function createVideoService({
  db,
  dialect,
  clock,
  env,
  users,
  sessions,
  onPlay,
}: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  env: Env;
  sessions: Pick<SessionService, 'findLiveSessionById'>;
  users: { findById: (id: number) => Promise<User | undefined>; findByMobile: (mobile: string) => Promise<User | undefined> };
  /** Told of each play (a download from byte 0); the views module records them. */
  onPlay?: (play: VideoPlay) => void;
}) {
  const videos = videosRepository(db);
  const playback = playbackRepository(db, dialect);
  const signer = playbackSigner(env.APP_KEY);
  const folder = path.join(env.STORAGE_ROOT, VIDEO_FOLDER);

  /** The video a viewer may watch: any for an admin, only their own for a user (another's is the same 404 as none). */
  async function watchable(id: number, viewer: Viewer): Promise<Video> {
    const video = await videos.findById(id);
    if (!video || (viewer.role === 'user' && video.owner_id !== viewer.id)) throw new AppError('VIDEO_NOT_FOUND');
    return video;
  }

  /** The rows as admins see them; `positions` the asking admin's own, by video id (none for a video just uploaded). */
  async function toAdminVideos(rows: Video[], positions: ReadonlyMap<number, number> = new Map()): Promise<AdminVideo[]> {
    const owners = await videos.ownersByIds([...new Set(rows.flatMap((row) => (row.owner_id === null ? [] : [row.owner_id])))]);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      owner: row.owner_id === null ? null : (owners.get(row.owner_id) ?? null),
      duration_seconds: row.duration_seconds,
      size_bytes: row.size_bytes,
      created_at: row.created_at,
      continue_from_seconds: continueFromOf(positions.get(row.id), row.duration_seconds),
    }));
  }

  const toOwnVideo = (row: Video, position: number | undefined): OwnVideo => ({
    id: row.id,
    title: row.title,
    duration_seconds: row.duration_seconds,
    size_bytes: row.size_bytes,
    created_at: row.created_at,
    continue_from_seconds: continueFromOf(position, row.duration_seconds),
  });

  /**
   * A user id or a mobile number, in any digits; an unknown one is a 422 rather than a video nobody
   * owns. A registration whose code was never typed is no customer yet, so it owns nothing either.
   */
  async function ownerOf(reference: string): Promise<User> {
    const typed = normalizeDigits(reference).trim();
    const mobile = normalizeMobile(typed);
    const owner = mobile ? await users.findByMobile(mobile) : /^[1-9][0-9]{0,14}$/.test(typed) ? await users.findById(Number(typed)) : undefined;
    if (!owner?.is_verified) throw new AppError('VIDEO_OWNER_UNKNOWN');
    return owner;
  }

  /**
   * Checks that the complete file at `temporaryPath` (in the videos folder) is an MP4, reads its
   * duration, renames it to its own name and registers it.
   */
  async function register(
    temporaryPath: string,
    facts: { size: number; sha256: string; title: string; owner?: User; createdBy: number | null },
  ): Promise<AdminVideo> {
    const duration = await durationOf(temporaryPath, facts.size);
    if (duration === null) throw new AppError('VIDEO_NOT_MP4');
    const fileName = `${randomBytes(16).toString('hex')}.mp4`;
    const stored = path.join(folder, fileName);
    await fs.rename(temporaryPath, stored);
    const id = await videos
      .create(
        {
          title: facts.title,
          owner_id: facts.owner?.id ?? null,
          duration_seconds: duration,
          size_bytes: facts.size,
          file_name: fileName,
          content_sha256: facts.sha256,
          created_by: facts.createdBy,
          created_at: clock.now(),
        },
        facts.owner,
      )
      .catch(async (error: unknown) => {
        // No row names it, so nothing would ever serve or remove it.
        await fs.rm(stored, { force: true });
        throw error;
      });
    const [video] = await toAdminVideos([(await videos.findById(id))!]);
    return video!;
  }

  /**
   * The file of video `id` to stream: any video for an admin, only their own for a user (another's
   * is the same 404 as none). Refused before anything is read when the row's name is not one this
   * module made or the file is gone.
   */
  async function fileOf(id: number, viewer: { ownerId?: number } = {}): Promise<VideoFile> {
    const video = await videos.findById(id);
    if (!video || (viewer.ownerId !== undefined && video.owner_id !== viewer.ownerId) || !isStoredVideoName(video.file_name))
      throw new AppError('VIDEO_NOT_FOUND');
    const file = path.join(folder, video.file_name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) throw new AppError('VIDEO_NOT_FOUND');
    return { path: file, size: stat.size, filename: `video-${video.id}.mp4`, titleFilename: `${fileNameOfTitle(video.title) || `video-${video.id}`}.mp4` };
  }

  return {
    /** A page of every video, each with where admin `adminId` left off (like a user's own list). */
    async list(request: VideoListRequest, adminId: number) {
      const page = await videos.page(request);
      const positions = await playback.positionsOf(
        page.items.map((row) => row.id),
        { role: 'admin', id: adminId },
      );
      return { ...page, items: await toAdminVideos(page.items, positions) };
    },

    async listOwn(userId: number, request: VideoListRequest) {
      const page = await videos.page(request, userId);
      const positions = await playback.positionsOf(
        page.items.map((row) => row.id),
        { role: 'user', id: userId },
      );
      return { ...page, items: page.items.map((row) => toOwnVideo(row, positions.get(row.id))) };
    },

    /** An admin's upload, streamed to a temporary file by the route layer, which removes it if this refuses it. */
    async upload(upload: StreamedUpload | undefined, input: VideoUploadInput, adminId: number): Promise<AdminVideo> {
      if (!upload) throw new AppError('VIDEO_FILE_REQUIRED');
      const owner = input.owner === undefined ? undefined : await ownerOf(input.owner);
      return register(upload.temporaryPath, { size: upload.size, sha256: upload.sha256, title: input.title, owner, createdBy: adminId });
    },

    /**
     * Registers every MP4 file directly in `source` (copied into storage, titled by its name). A file
     * whose bytes are registered already is skipped, so running it again adds nothing.
     */
    async importFolder(source: string, options: { owner?: string } = {}): Promise<ImportOutcome> {
      const owner = options.owner === undefined ? undefined : await ownerOf(options.owner);
      const outcome: ImportOutcome = { added: [], skipped: [], refused: [] };
      const entries = (await fs.readdir(source, { withFileTypes: true })).filter((entry) => entry.isFile() && /\.mp4$/i.test(entry.name));
      await fs.mkdir(folder, { recursive: true });
      for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
        const file = path.join(source, entry.name);
        const { size } = await fs.stat(file);
        if ((await durationOf(file, size)) === null) {
          outcome.refused.push(entry.name);
          continue;
        }
        const sha256 = await sha256Of(file);
        if (await videos.hasContent(sha256)) {
          outcome.skipped.push(entry.name);
          continue;
        }
        const temporaryPath = path.join(folder, `.${randomBytes(16).toString('hex')}.part`);
        try {
          await fs.copyFile(file, temporaryPath);
          const title = path.basename(entry.name, path.extname(entry.name)).slice(0, 200);
          outcome.added.push(await register(temporaryPath, { size, sha256, title, owner, createdBy: null }));
        } finally {
          await fs.rm(temporaryPath, { force: true });
        }
      }
      return outcome;
    },

    fileOf,

    notePlay(play: VideoPlay): void {
      onPlay?.(play);
    },

    /**
     * A signed address to play video `id` from, valid for a few minutes, bound to the viewer and the
     * session they asked in, and where they left off. A renewal passes the current play id, so the
     * session of watching goes on (and is counted once).
     */
    async playbackAddress(id: number, viewer: PlaybackViewer, input: PlaybackInput): Promise<VideoPlayback> {
      const video = await watchable(id, { role: viewer.role, id: viewer.subjectId });
      await fileOf(id);
      const grant: PlaybackGrant = { ...viewer, expiresAt: clock.now() + PLAYBACK_ADDRESS_TTL_MS, playId: input.play_id ?? newPlayId() };
      const position = await playback.positionOf(id, { role: viewer.role, id: viewer.subjectId });
      return {
        path: `/videos/${id}/play/${signer.sign(id, grant)}`,
        expires_at: grant.expiresAt,
        play_id: grant.playId,
        position_seconds: continueFromOf(position, video.duration_seconds),
      };
    },

    /**
     * The file a playback address opens, and whom it was given to. 404 when the token was not signed
     * for this video (altered, or moved to another video's path); 403 PLAYBACK_EXPIRED once it is past
     * its time, its session has ended (signed out, expired, impersonation over) or its admin may no
     * longer watch; and 404 again when the video is no longer the viewer's to see.
     */
    async openPlayback(id: number, token: string): Promise<{ file: VideoFile; grant: PlaybackGrant }> {
      const grant = signer.read(id, token);
      if (!grant) throw new AppError('VIDEO_NOT_FOUND');
      if (grant.expiresAt <= clock.now()) throw new AppError('PLAYBACK_EXPIRED');
      const live = await sessions.findLiveSessionById(grant.sessionId);
      const isSameViewer =
        live?.role === grant.role && (live.role === 'user' ? live.user.id : live.admin.id) === grant.subjectId && live.session.id === grant.sessionId;
      const mayStillWatch = live?.role === 'user' || (live?.role === 'admin' && live.admin.is_active === 1 && permissionsOf(live.admin).has('videos.view'));
      if (!isSameViewer || !mayStillWatch) throw new AppError('PLAYBACK_EXPIRED');
      return { file: await fileOf(id, grant.role === 'user' ? { ownerId: grant.subjectId } : {}), grant };
    },

    /** Counts the view of a session of watching once, by its play id, whichever of its requests (and instances) comes first. */
    async notePlayOnce(playId: string, play: VideoPlay): Promise<void> {
      if (await playback.notePlayId(playId, play.videoId, clock.now())) onPlay?.(play);
    },

    /** Remembers where the viewer is, kept within the video's length. */
    async savePosition(id: number, viewer: Viewer, seconds: number): Promise<void> {
      const video = await watchable(id, viewer);
      await playback.savePosition(id, viewer, Math.min(Math.floor(seconds), video.duration_seconds), clock.now());
    },

    /** Forgets counted play ids older than a day: a session of watching is long over by then. */
    forgetOldPlayIds: () => playback.forgetPlayIdsBefore(clock.now() - 24 * 60 * 60 * 1000),

    /** A user's new name or mobile, in the transaction that changes it: their videos are found by it from then on. */
    ownerChanged: (owner: Pick<User, 'id' | 'name' | 'mobile'>, trx: Executor) => videos.refreshOwnerSearchText(owner, trx),
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
