// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetGolfCourseApiSettings,
  GOLF_COURSE_API_BASE_URL,
  loadGolfCourseApiSettings,
  saveGolfCourseApiSettings,
} from '../../../src/golf-course-api/index.ts';

beforeEach(() => localStorage.clear());

describe('golf course API key on this device', () => {
  it('is empty with the public base URL until saved, then kept in localStorage, and forgotten', () => {
    expect(loadGolfCourseApiSettings()).toEqual({ apiKey: '', baseUrl: GOLF_COURSE_API_BASE_URL });
    saveGolfCourseApiSettings({ apiKey: ' abc123 ', baseUrl: 'http://127.0.0.1:8123 ' });
    expect(loadGolfCourseApiSettings()).toEqual({ apiKey: 'abc123', baseUrl: 'http://127.0.0.1:8123' });
    forgetGolfCourseApiSettings();
    expect(loadGolfCourseApiSettings().apiKey).toBe('');
  });

  it('falls back to the defaults when what is stored is unreadable', () => {
    localStorage.setItem('hd-golf-course-api', '{not json');
    expect(loadGolfCourseApiSettings()).toEqual({ apiKey: '', baseUrl: GOLF_COURSE_API_BASE_URL });
  });
});
