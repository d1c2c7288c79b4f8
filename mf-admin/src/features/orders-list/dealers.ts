// The dealer filter's options: GET dealers/list-for-assignment/ (built with the dealers area). When it fails,
// the filter keeps only 'all' and 'without dealer'.
import { useEffect, useState } from 'react';
import { api } from '@sefaresh/shared-api';

export interface DealerOption {
  id: number;
  name: string;
  dealer_code: string | null;
}

export async function fetchDealersForAssignment(): Promise<DealerOption[]> {
  const answer = await api.get('dealers/list-for-assignment/').json<unknown>();
  const list = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object' && Array.isArray((answer as { results?: unknown }).results)
      ? (answer as { results: unknown[] }).results
      : [];
  return list.flatMap((d) => {
    if (!d || typeof d !== 'object') return [];
    const { id, name, dealer_code } = d as Record<string, unknown>;
    if (typeof id !== 'number' || typeof name !== 'string') return [];
    return [{ id, name, dealer_code: typeof dealer_code === 'string' ? dealer_code : null }];
  });
}

export function useDealerOptions(): DealerOption[] {
  const [dealers, setDealers] = useState<DealerOption[]>([]);
  useEffect(() => {
    let live = true;
    fetchDealersForAssignment().then(
      (list) => live && setDealers(list),
      () => undefined, // the filter still offers 'all' and 'without dealer'
    );
    return () => {
      live = false;
    };
  }, []);
  return dealers;
}
