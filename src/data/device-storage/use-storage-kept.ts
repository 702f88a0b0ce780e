// Whether the browser keeps this phone's data, for a screen (persistence.ts).
import { useSyncExternalStore } from 'react';
import { getStorageKept, subscribeStorageKept, type StorageKept } from './persistence.ts';

export function useStorageKept(): StorageKept {
  return useSyncExternalStore(subscribeStorageKept, getStorageKept, getStorageKept);
}
