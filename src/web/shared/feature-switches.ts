/**
 * The two feature switches of spec doc 1 §4 (form guard and sign-off), kept in sessionStorage. Both are
 * off by default and the app offers no way to switch them; asking for any other key is a programming
 * error and throws 錯誤的 key 值.
 */

/** The known switches. */
export const FEATURE_SWITCH_KEYS = ['formGuard', 'signOff'] as const;

/** One of the switch names. */
export type FeatureSwitchKey = (typeof FEATURE_SWITCH_KEYS)[number];

/** The sessionStorage key holding the switches as JSON. */
export const FEATURE_SWITCH_STORAGE_KEY = 'tp_feature_switches';

/** The error for an unknown switch name. */
export const WRONG_KEY_MESSAGE = '錯誤的 key 值';

const DEFAULTS: Record<FeatureSwitchKey, boolean> = { formGuard: false, signOff: false };

function assertKey(key: string): asserts key is FeatureSwitchKey {
  if (!(FEATURE_SWITCH_KEYS as readonly string[]).includes(key)) throw new Error(WRONG_KEY_MESSAGE);
}

function read(): Record<FeatureSwitchKey, boolean> {
  try {
    const raw = sessionStorage.getItem(FEATURE_SWITCH_STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<Record<FeatureSwitchKey, unknown>>;
      return { formGuard: parsed.formGuard === true, signOff: parsed.signOff === true };
    }
  } catch {
    // A damaged entry means the defaults.
  }
  return { ...DEFAULTS };
}

/** Writes the default switches (all off) to sessionStorage; the app calls it once on start. */
export function initFeatureSwitches(): void {
  try {
    sessionStorage.setItem(FEATURE_SWITCH_STORAGE_KEY, JSON.stringify(DEFAULTS));
  } catch {
    // Without sessionStorage the defaults still apply.
  }
}

/** Whether a switch is on; throws Error('錯誤的 key 值') for an unknown key. */
export function isFeatureEnabled(key: string): boolean {
  assertKey(key);
  return read()[key];
}

/**
 * Refuses to switch: the switches are fixed (spec). Checks the key (throwing 錯誤的 key 值 for an unknown
 * one) and returns the switch's unchanged state.
 */
export function setFeatureSwitch(key: string, _enabled: boolean): boolean {
  assertKey(key);
  return read()[key];
}
