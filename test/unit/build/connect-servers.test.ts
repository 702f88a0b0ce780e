// The deployment's list of other servers the app may connect to (scripts/connect-servers.mjs): origins
// only, https except on this machine, every bad entry named.
import { describe, expect, it } from 'vitest';
import { connectServerProblem, connectServers } from '../../../scripts/connect-servers.mjs';

describe('VITE_CONNECT_SERVERS', () => {
  it('is none when unset or blank', () => {
    expect(connectServers(undefined)).toEqual([]);
    expect(connectServers('')).toEqual([]);
    expect(connectServers('  ,  ')).toEqual([]);
  });

  it('reads origins separated by spaces or commas, in lower case, without a trailing slash, once each', () => {
    expect(connectServers('https://Overpass.Example.org/, https://proxy.example.org:8443\nhttps://overpass.example.org')).toEqual([
      'https://overpass.example.org',
      'https://proxy.example.org:8443',
    ]);
  });

  it('takes a wildcard for subdomains or any port, and http:// for a server on this machine', () => {
    expect(connectServers('https://*.overpass.example.org https://proxy.example.org:* http://127.0.0.2:* http://localhost:8088 http://[::1]:9000')).toEqual([
      'https://*.overpass.example.org',
      'https://proxy.example.org:*',
      'http://127.0.0.2:*',
      'http://localhost:8088',
      'http://[::1]:9000',
    ]);
  });

  it.each([
    ['overpass.example.org', 'is not an origin'],
    ['https://overpass.example.org/api/interpreter', 'is not an origin'],
    ['https://user@overpass.example.org', 'is not an origin'],
    ['https://overpass.example.org?x=1', 'is not an origin'],
    ['*', 'is not an origin'],
    ['https:', 'is not an origin'],
    ["'unsafe-inline'", 'is not an origin'],
    ['https://overpass.example.org;', 'is not an origin'],
    ['ftp://overpass.example.org', 'is not an origin'],
    ['https://*', 'is not an origin'],
    ['https://overpass.example.org:70000', 'the port 70000 is not between 1 and 65535'],
    ['http://overpass.example.org', 'only a server on this machine'],
    ['http://*.example.org', 'only a server on this machine'],
    ['https://1.2.3', 'is not a host name'],
  ])('refuses %s', (entry, problem) => {
    expect(connectServerProblem(entry)).toContain(problem);
    expect(() => connectServers(`https://fine.example.org ${entry}`)).toThrow(`VITE_CONNECT_SERVERS: "${entry}"`);
  });

  it('names every bad entry at once', () => {
    expect(() => connectServers('http://a.example.org https://b.example.org/path')).toThrow(/"http:\/\/a\.example\.org".*"https:\/\/b\.example\.org\/path"/);
  });
});
