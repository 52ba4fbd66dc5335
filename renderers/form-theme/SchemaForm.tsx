/**
 * A form from a JSON Schema + uiSchema with our theme, validator and zh-TW strings: `view` renders every
 * field as read-only text, `edit` renders the widgets. Server field errors come in as `extraErrors`.
 */
import type Form from '@rjsf/core';
import { withTheme, type FormProps } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormErrorSchema } from '../../src/domain/steps/build-form-error-schema';
import { forwardRef, type ComponentType } from 'react';
import { formValidator } from './form-validator';
import { semanticTheme } from './theme';
import { translateString } from './translate-string';
import './form-theme.css';

const ThemedForm: ComponentType<FormProps> = withTheme(semanticTheme);

/**
 * Defaults as the server sees them: nothing is filled in that the user did not enter (a required yes/no
 * stays unanswered until answered, a date range stays absent rather than two empty dates), so browser and
 * server flag the same required fields. Defaults written in a schema still apply.
 */
const DEFAULT_FORM_STATE: FormProps['experimental_defaultFormStateBehavior'] = {
  requiredBooleanDefault: 'skip',
  arrayMinItems: { populate: 'never' },
  emptyObjectFields: 'skipEmptyDefaults',
};

/** The rjsf Form instance behind a SchemaForm (validateForm, reset …). */
export type SchemaFormHandle = Form;

/** Props of SchemaForm. */
export interface SchemaFormProps {
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  formData: Record<string, unknown>;
  /** view: read-only text; edit: the widgets. */
  mode: 'view' | 'edit';
  onChange?: (formData: Record<string, unknown>) => void;
  /** Field errors from outside the form (the server's errorSchema, same shape as rjsf's). */
  extraErrors?: FormErrorSchema;
  /** After the first attempt to finish, errors follow every change. */
  liveValidate?: boolean;
  /** Prefix of the field ids (root_field); record editors use their own so ids stay unique on the page. */
  idPrefix?: string;
  className?: string;
}

/** The themed rjsf form. */
export const SchemaForm = forwardRef<SchemaFormHandle, SchemaFormProps>(function SchemaForm(props, ref) {
  const { schema, uiSchema, formData, mode, onChange, extraErrors, liveValidate, idPrefix, className } = props;
  return (
    <ThemedForm
      ref={ref}
      className={`ui form pw-schema-form ${mode === 'view' ? 'pw-view' : 'pw-edit'} ${className ?? ''}`}
      schema={schema as RJSFSchema}
      uiSchema={uiSchema as UiSchema | undefined}
      formData={formData}
      validator={formValidator}
      translateString={translateString}
      readonly={mode === 'view'}
      idPrefix={idPrefix}
      extraErrors={extraErrors as ErrorSchema | undefined}
      liveValidate={liveValidate ? 'onChange' : undefined}
      showErrorList={mode === 'edit' ? 'top' : false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
      // The page's own buttons save; Enter in a field must not submit the page away.
      onSubmit={() => undefined}
      // The page lists errors itself (fool-proofing dialog, fields); without a handler rjsf logs them to the console.
      onError={() => undefined}
      onChange={(event) => onChange?.((event.formData ?? {}) as Record<string, unknown>)}
    />
  );
});
