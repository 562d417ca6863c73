import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VendorLinkAction } from '@domain/api/vendors';
import { fillPath, queryString } from '@domain/api/paths';
import { vendorApi } from '@domain/api/vendor-endpoints';
import type { PhotoSize } from '@domain/photos/rules';
import { useApiClient } from '@/lib/api-client';
import { downscalePhoto } from '@/lib/downscale-photo';

const linkKey = (token: string) => ['vendor-link', token] as const;

/** What the vendor's link shows: its jobs at the dealership (the token is the credential). */
export function useVendorLink(token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: linkKey(token),
    queryFn: ({ signal }) => client.call(vendorApi.viewLink, { body: { token }, signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** Accepts, sets the car's return, notes or marks done; the answer is the queue as it is now. */
export function useActOnVendorLink(token: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Omit<VendorLinkAction, 'token'>) =>
      client.call(vendorApi.actLink, { body: { token, ...action } }),
    onSuccess: (queue) => queryClient.setQueryData(linkKey(token), queue),
  });
}

const jobPhotosKey = (token: string, jobId: string) =>
  ['vendor-link-photos', token, jobId] as const;

/**
 * Where the vendor's browser loads one size of a photo of its job: the token goes in the query
 * because an `<img>` sends no body and the page has no session (the server checks the photo is
 * of a job on this link).
 */
export function vendorPhotoFileUrl(token: string, photoId: string, size: PhotoSize): string {
  return fillPath(vendorApi.linkPhotoFile.path, { id: photoId, size }) + queryString({ token });
}

/** The photos of one job of the link (issue #31 items 2 and 5), newest first. */
export function useVendorJobPhotos(token: string, jobId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: jobPhotosKey(token, jobId),
    queryFn: ({ signal }) => client.call(vendorApi.linkPhotos, { body: { token, jobId }, signal }),
    enabled: token !== '',
    retry: false,
  });
}

/** Adds a photo to the job's car: scaled down in the browser first, as the staff record does. */
export function useAddVendorPhoto(token: string, jobId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, caption }: { file: File; caption: string }) => {
      const photo = await downscalePhoto(file);
      const trimmed = caption.trim();
      return client.call(vendorApi.addLinkPhoto, {
        query: { token, jobId, ...(trimmed ? { caption: trimmed } : {}) },
        file: photo,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobPhotosKey(token, jobId) }),
  });
}
