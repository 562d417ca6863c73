import { useCallback, useEffect, useState } from 'react';
import { LOCAL_STORAGE_KEYS, POPUP_DELAY_MS } from '@domain/constants';
import { afterPageLoad } from '@/lib/page-load';
import { storage } from '@/lib/storage';

/** Opens the landing popup POPUP_DELAY_MS after the load event unless it was seen before (spec 2.6). */
export function useWelcomePopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (storage.get<boolean>(LOCAL_STORAGE_KEYS.popupSeen)) return;
    return afterPageLoad(POPUP_DELAY_MS, () => setOpen(true));
  }, []);

  const close = useCallback(() => {
    storage.set(LOCAL_STORAGE_KEYS.popupSeen, true);
    setOpen(false);
  }, []);

  return { open, close };
}
