// The signed-in golfer's first name for the avatar, read from their database by AccountSlot (loaded
// with RxDB) so that the account menu itself stays mounted (an open menu never closes under the thumb).
import { atom } from 'jotai';

export const accountNameAtom = atom<{ uid: string; firstName: string | null } | null>(null);
