import { useQuery } from '@tanstack/react-query';
import { followsKeys } from './follows-keys';

/**
 * A shop's followers as this tab's last follow or unfollow answered, else `fallback` (the shop's
 * reply). Never fetched: only the follow mutation writes it.
 */
export function useFollowersCount(sellerId: number, fallback: number): number {
  const { data } = useQuery<number>({ queryKey: followsKeys.followers(sellerId), queryFn: () => fallback, enabled: false, staleTime: Infinity });
  return data ?? fallback;
}
