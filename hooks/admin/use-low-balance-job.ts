import { useMutation, useQuery } from '@tanstack/react-query';
import { call, http } from '../../lib/http/client';
import type { Envelope } from '../../server/http/schemas';
import type { JobData, PublicJob } from '../../server/modules/notification-jobs/schemas';

const JOB_PATH = '/admin/users/no_balance_notification';
/** How often the panel asks how far the job got. */
export const JOB_POLL_MS = 1000;

const isRunning = (job: PublicJob | undefined) => job?.status === 'queued' || job?.status === 'running';

/** Starts the low-balance job (or gets the one already running). */
export const useStartLowBalanceJob = () =>
  useMutation({ mutationFn: async () => (await call(http.post<Envelope<JobData>>(JOB_PATH, undefined, { role: 'admin' }))).data.job });

/** A job's progress, asked again every second while it runs. */
export function useJobProgress(initial: PublicJob | undefined) {
  return useQuery({
    queryKey: ['admin', 'jobs', initial?.id],
    enabled: initial !== undefined,
    initialData: initial,
    queryFn: async () => (await call(http.get<Envelope<JobData>>(`${JOB_PATH}/${initial!.id}`, { role: 'admin' }))).data.job,
    refetchInterval: (query) => (isRunning(query.state.data) ? JOB_POLL_MS : false),
  });
}
