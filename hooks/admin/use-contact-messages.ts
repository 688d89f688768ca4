import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/http/api';

/** The inbox's list call, for the list screen (which pages, sorts and filters it by its contract). */
export const contactMessagesList = api.contactUs.list;

/** One message whole; opening it marks it read, so the list is fetched again once it has. */
export function useContactMessage(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...api.contactUs.detail.key, id],
    queryFn: async () => {
      const { data } = await api.contactUs.detail({ params: { id } });
      void queryClient.invalidateQueries({ queryKey: contactMessagesList.key });
      return data.message;
    },
  });
}
