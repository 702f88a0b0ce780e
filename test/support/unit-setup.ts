// IndexedDB for the data layer tests (RxDB's Dexie storage) in Node.
import 'fake-indexeddb/auto';
