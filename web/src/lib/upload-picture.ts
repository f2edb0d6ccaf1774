import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { pageShowsEveryError } from '@/lib/query-client';
import type { Picture } from '@/types/api';

/** Sends a picture file as it is: the server reads it, and answers the URL to give the tool. */
export const uploadPicture = (file: File) => api.post<Picture>('/admin/images', file);

// The image field shows every failure under itself.
export const useUploadPicture = () => useMutation({ mutationFn: uploadPicture, meta: pageShowsEveryError });
