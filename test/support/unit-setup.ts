// IndexedDB for the data layer tests (RxDB's Dexie storage) in Node.
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/dom';

// testing-library's `waitFor` and `findBy*` give up after 1 s by default: a hidden timing assertion
// ("stored within a second") that a busy machine fails while the app is right. They wait for their
// condition for most of a test's time (vitest.config.ts, unit) instead; one that never holds still fails.
configure({ asyncUtilTimeout: 20_000 });
