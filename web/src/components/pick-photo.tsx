import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** A hidden file input behind a button: the camera on a phone (capture), or any file. */
export function PickPhoto({
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
