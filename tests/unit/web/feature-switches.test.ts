import { beforeEach, describe, expect, it } from 'vitest';
import {
  FEATURE_SWITCH_STORAGE_KEY,
  initFeatureSwitches,
  isFeatureEnabled,
  setFeatureSwitch,
} from '../../../src/web/shared/feature-switches';

beforeEach(() => sessionStorage.clear());

describe('feature switches', () => {
  it('keeps both switches off by default in sessionStorage', () => {
    expect(isFeatureEnabled('formGuard')).toBe(false);
    expect(isFeatureEnabled('signOff')).toBe(false);
    initFeatureSwitches();
    expect(JSON.parse(sessionStorage.getItem(FEATURE_SWITCH_STORAGE_KEY) ?? '')).toEqual({ formGuard: false, signOff: false });
  });

  it('cannot be switched on', () => {
    initFeatureSwitches();
    expect(setFeatureSwitch('signOff', true)).toBe(false);
    expect(isFeatureEnabled('signOff')).toBe(false);
  });

  it('throws 錯誤的 key 值 for an unknown key', () => {
    expect(() => isFeatureEnabled('nope')).toThrow('錯誤的 key 值');
    expect(() => setFeatureSwitch('formguard', true)).toThrow('錯誤的 key 值');
  });
});
