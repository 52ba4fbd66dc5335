/** The uiSchema widget names a step definition may use, and the field shapes each one can edit. */

/** Our own widgets, implemented in renderers/ (ROC dates, money, percentages, city + district). */
export const CUSTOM_WIDGETS = ['rocDate', 'rocDateRange', 'amount', 'cityDistrict', 'percent'] as const;

/** The rjsf standard widgets we allow (the Semantic UI theme in renderers/ implements these). */
export const STANDARD_WIDGETS = [
  'text',
  'textarea',
  'select',
  'radio',
  'checkboxes',
  'checkbox',
  'updown',
  'hidden',
  'email',
  'uri',
] as const;

/** A widget name allowed in `ui:widget`. */
export type FormWidgetName = (typeof CUSTOM_WIDGETS)[number] | (typeof STANDARD_WIDGETS)[number];

const KNOWN = new Set<string>([...CUSTOM_WIDGETS, ...STANDARD_WIDGETS]);

/** Tells whether a `ui:widget` value names a widget the renderer knows. */
export function isKnownWidget(name: unknown): name is FormWidgetName {
  return typeof name === 'string' && KNOWN.has(name);
}
