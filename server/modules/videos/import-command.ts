import { parseArgs } from 'node:util';
import type { VideoService } from './service';

export const IMPORT_USAGE = 'npm run videos:import -- <folder> [--owner <user id or mobile>]';

/**
 * `videos:import <folder> [--owner <id|mobile>]`: registers the folder's MP4 files and reports each.
 * Returns the exit code: 0 when it ran (files refused as not MP4 are reported, not fatal), 2 for a
 * wrong call.
 */
export async function runVideoImport(argv: readonly string[], videos: Pick<VideoService, 'importFolder'>, log: (line: string) => void): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, options: { owner: { type: 'string' } } });
  } catch (error) {
    log(`${(error as Error).message}\nusage: ${IMPORT_USAGE}`);
    return 2;
  }
  const [folder, ...extra] = parsed.positionals;
  if (!folder || extra.length) {
    log(`usage: ${IMPORT_USAGE}`);
    return 2;
  }
  const outcome = await videos.importFolder(folder, { owner: parsed.values.owner });
  for (const video of outcome.added) log(`added #${video.id} ${video.title} (${video.duration_seconds} s, ${video.size_bytes} bytes)`);
  for (const name of outcome.skipped) log(`skipped ${name}: registered before`);
  for (const name of outcome.refused) log(`refused ${name}: not an MP4`);
  log(`${outcome.added.length} added, ${outcome.skipped.length} skipped, ${outcome.refused.length} refused`);
  return 0;
}
