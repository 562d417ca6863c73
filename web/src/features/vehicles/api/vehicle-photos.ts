import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '@domain/api/paths';
import { photoApi } from '@domain/api/photo-endpoints';
import type { PhotoSize } from '@domain/photos/rules';
import { useApiClient } from '@/lib/api-client';
import { messageFromError } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { downscalePhoto } from '@/lib/downscale-photo';

/** The key of a car's photos: every change of the car (its version) reads them again. */
const vehiclePhotosKey = (vehicleId: string) => ['vehicle-photos', vehicleId] as const;

/** Where the browser loads one size of a photo (the session cookie goes with it). */
export function photoFileUrl(id: string, size: PhotoSize): string {
  return fillPath(photoApi.file.path, { id, size });
}

/**
 * A car's photos (issue #31 item 5), keyed by the car's version like its work: a photo added
 * on another screen moves the version, the live event brings it, and this reads them again.
 */
export function useVehiclePhotos(vehicleId: string, version: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...vehiclePhotosKey(vehicleId), version],
    queryFn: ({ signal }) => client.call(photoApi.list, { params: { id: vehicleId }, signal }),
    retry: false,
  });
}

/** Adds a photo: scaled down in the browser first, then uploaded as the request's body. */
export function useAddPhoto(vehicleId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, caption }: { file: File; caption: string }) => {
      const photo = await downscalePhoto(file);
      return client.call(photoApi.upload, {
        params: { id: vehicleId },
        query: caption.trim() ? { caption: caption.trim() } : {},
        file: photo,
      });
    },
    onSuccess: () => toast({ title: 'Photo added' }),
    onError: (error) => {
      toast({
        title: 'Photo not added',
        description: messageFromError(error, 'The photo was not added. Please try again.'),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehiclePhotosKey(vehicleId) }),
  });
}

export function useDeletePhoto(vehicleId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => client.call(photoApi.remove, { params: { id: photoId } }),
    onSuccess: () => toast({ title: 'Photo removed' }),
    onError: (error) => {
      toast({
        title: 'Photo not removed',
        description: messageFromError(error, 'The photo was not removed. Please try again.'),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehiclePhotosKey(vehicleId) }),
  });
}
