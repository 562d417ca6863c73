import { useRef, type ReactNode } from 'react';
import { Camera, ImagePlus } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A hidden file input behind a button: the camera on a phone (capture), or any file. */
function PickPhoto({
  label,
  capture,
  disabled,
  icon,
  onPick,
}: {
  label: string;
  capture: boolean;
  disabled: boolean;
  icon: ReactNode;
  onPick: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        {...(capture ? { capture: 'environment' as const } : {})}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {icon}
        {label}
      </Button>
    </>
  );
}

/** The two ways to add a photo everywhere one is added: the phone's camera, or a file. */
export function PickPhotos({
  cameraLabel,
  disabled,
  onPick,
}: {
  cameraLabel: string;
  disabled: boolean;
  onPick: (file: File) => void;
}) {
  return (
    <>
      <PickPhoto
        label={cameraLabel}
        capture
        disabled={disabled}
        icon={<Camera className="h-4 w-4" aria-hidden />}
        onPick={onPick}
      />
      <PickPhoto
        label="Choose file"
        capture={false}
        disabled={disabled}
        icon={<ImagePlus className="h-4 w-4" aria-hidden />}
        onPick={onPick}
      />
    </>
  );
}
