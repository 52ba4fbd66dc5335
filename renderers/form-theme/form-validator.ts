/**
 * The browser's form validator: rjsf's ajv8 validator built with the domain's FORM_AJV_OPTIONS and zh-TW
 * localizer, so a field shows exactly the message the server would answer for it.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import { FORM_AJV_OPTIONS, localizeFormErrors } from '../../src/domain/steps/create-form-validator';

/** One shared validator: rjsf caches compiled schemas per instance, so every form reuses its compilations. */
export const formValidator = customizeValidator({ ajvOptionsOverrides: { ...FORM_AJV_OPTIONS } }, localizeFormErrors);
