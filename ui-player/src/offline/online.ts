import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it has a network (navigator.onLine), following its online and offline events. */
export const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);
