import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { SearchFilters, SearchFiltersChoice, SynonymSet } from '@/types/api';

export const getSearchFilters = () => api.get<SearchFiltersChoice>('/admin/search/filters');

export const searchFiltersQuery = queryOptions({ queryKey: ['admin', 'search', 'filters'], queryFn: getSearchFilters });

export const saveSearchFilters = (filters: SearchFilters) => api.put<SearchFiltersChoice>('/admin/search/filters', filters);

export const useSaveSearchFilters = () => useRefreshingMutation(saveSearchFilters, searchFiltersQuery.queryKey, formMutation);

export const getSynonyms = () => api.get<SynonymSet[]>('/admin/search/synonyms');

export const synonymsQuery = queryOptions({ queryKey: ['admin', 'search', 'synonyms'], queryFn: getSynonyms });

export const saveSynonyms = (sets: SynonymSet[]) => api.put<SynonymSet[]>('/admin/search/synonyms', sets);

export const useSaveSynonyms = () => useRefreshingMutation(saveSynonyms, synonymsQuery.queryKey, formMutation);
