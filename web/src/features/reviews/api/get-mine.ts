import { api, isApiError } from '@/lib/api-client';

/**
 * The signed-in customer's part in some reviews: their review, or none yet (`review` null)
 * with whether they may write one. The server decides who may (a buyer) and says why not.
 */
export type Mine<T> = { review: T | null; refusal?: string };

/** The caller's review at `path` (…/mine): 404 is none yet, 403 the server's refusal. */
export async function getMine<T>(path: string): Promise<Mine<T>> {
  try {
    return { review: await api.get<T>(path, { forbiddenIsAnswer: true }) };
  } catch (error) {
    if (isApiError(error, 404)) return { review: null };
    if (isApiError(error, 403)) return { review: null, refusal: error.message };
    throw error;
  }
}
