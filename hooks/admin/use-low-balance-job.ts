import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/http/api';
import type { PublicJob } from '../../shared/contracts/notification-jobs.schemas';

/** How often the panel asks how far the job got. */
export const JOB_POLL_MS = 1000;

const isRunning = (job: PublicJob | undefined) => job?.status === 'queued' || job?.status === 'running';

/** Starts the low-balance job (or gets the one already running). */
export const useStartLowBalanceJob = () => useMutation({ mutationFn: async () => (await api.notificationJobs.startLowBalance()).data.job });

/** A job's progress, asked again every second while it runs. */
export function useJobProgress(initial: PublicJob | undefined) {
  return useQuery({
    queryKey: [...api.notificationJobs.lowBalanceJob.key, initial?.id],
    enabled: initial !== undefined,
    initialData: initial,
    queryFn: async () => (await api.notificationJobs.lowBalanceJob({ params: { jobId: initial!.id } })).data.job,
    refetchInterval: (query) => (isRunning(query.state.data) ? JOB_POLL_MS : false),
  });
}
