import { api } from '@/lib/api-client';

/** Saves the whole catalogue as tools.csv. */
export const exportTools = () => api.download('/admin/tools.csv', 'tools.csv');
