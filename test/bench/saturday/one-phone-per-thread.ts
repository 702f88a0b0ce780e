// Loaded first in a Saturday bench worker, before Dexie (docs/ARCHITECTURE.md, "A Saturday morning
// under load"). Dexie tells other tabs of a change through a BroadcastChannel named "storagemutated";
// in Node every worker thread of the process hears it, so each engine's every write would wake the
// engines of all the other threads - phones that, on a course, share nothing. Without the channel each
// engine hears its own changes only, as on a phone.
Reflect.deleteProperty(globalThis, 'BroadcastChannel');
