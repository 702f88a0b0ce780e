import { describe, expect, it } from 'vitest';
import { classifyError, errorKind } from '../../../../src/sync/replication/errors.ts';

describe('classifyError', () => {
  it('recognises refusals by the security rules', () => {
    expect(classifyError(new Error('permission_denied'))).toBe('rejected');
    const listen = Object.assign(new Error("permission_denied at /scoreCards: Client doesn't have permission"), {
      code: 'PERMISSION_DENIED',
    });
    expect(classifyError(listen)).toBe('rejected');
    // A refused get() (the feed pull reads each document with one) carries the server's text only.
    expect(classifyError(new Error('Permission denied'))).toBe('rejected');
  });

  it('treats dropped connections and exhausted transaction retries as network errors', () => {
    expect(classifyError(new Error('disconnect'))).toBe('network');
    expect(classifyError(new Error('maxretry'))).toBe('network');
    expect(classifyError(new Error('set'))).toBe('network');
  });

  it('leaves anything else as other', () => {
    expect(classifyError(new TypeError('x is undefined'))).toBe('other');
  });
});

describe('errorKind', () => {
  it('takes a refusal as the rules\' verdict only while the connection acts for the golfer', () => {
    const refused = new Error('permission_denied');
    expect(errorKind({ signedIn: () => true }, refused)).toBe('rejected');
    // Signed out by the service: everything is refused; retried like a dropped connection.
    expect(errorKind({ signedIn: () => false }, refused)).toBe('network');
    expect(errorKind({ signedIn: () => false }, new Error('disconnect'))).toBe('network');
    expect(errorKind({ signedIn: () => false }, new TypeError('x is undefined'))).toBe('other');
  });
});
