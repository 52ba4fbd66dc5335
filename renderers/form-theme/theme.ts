/**
 * Our rjsf theme on semantic-ui-react styling: templates (field, object, array, error list, no submit
 * button) and widgets (the rjsf standard ones a step definition may name, plus rocDate, rocDateRange,
 * amount, cityDistrict and percent). text, email, uri and updown are rjsf's own widgets drawing our
 * BaseInputTemplate; hidden is rjsf's plain hidden input.
 */
import type { ThemeProps } from '@rjsf/core';
import type { FormWidgetName } from '../../src/domain/steps/form-widgets';
import { ArrayFieldItemTemplate } from './templates/ArrayFieldItemTemplate';
import { ArrayFieldTemplate } from './templates/ArrayFieldTemplate';
import { BaseInputTemplate } from './templates/BaseInputTemplate';
import { AddButton, ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, SubmitButton } from './templates/ButtonTemplates';
import { DescriptionFieldTemplate } from './templates/DescriptionFieldTemplate';
import { ErrorListTemplate } from './templates/ErrorListTemplate';
import { FieldErrorTemplate } from './templates/FieldErrorTemplate';
import { FieldHelpTemplate } from './templates/FieldHelpTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { TitleFieldTemplate } from './templates/TitleFieldTemplate';
import { AmountWidget } from './widgets/AmountWidget';
import { CheckboxesWidget } from './widgets/CheckboxesWidget';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { CityDistrictWidget } from './widgets/CityDistrictWidget';
import { PercentWidget } from './widgets/PercentWidget';
import { RadioWidget } from './widgets/RadioWidget';
import { RocDateRangeWidget } from './widgets/RocDateRangeWidget';
import { RocDateWidget } from './widgets/RocDateWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { TextareaWidget } from './widgets/TextareaWidget';

type ThemeWidgets = NonNullable<ThemeProps['widgets']>;

// Keyed by the domain's widget names, so a name the catalogue checker allows cannot be missing here
// (text, email, uri, updown and hidden come from rjsf's registry and are listed as such).
const OWN_WIDGETS = {
  rocDate: RocDateWidget,
  rocDateRange: RocDateRangeWidget,
  amount: AmountWidget,
  percent: PercentWidget,
  cityDistrict: CityDistrictWidget,
  textarea: TextareaWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  checkboxes: CheckboxesWidget,
} satisfies Partial<Record<FormWidgetName, ThemeWidgets[string]>>;

/** Widget names served by rjsf's own widgets through our BaseInputTemplate (or, for hidden, a plain hidden input). */
export const RJSF_PROVIDED_WIDGETS = ['text', 'email', 'uri', 'updown', 'hidden'] as const satisfies readonly FormWidgetName[];

/** The theme, for withTheme. */
export const semanticTheme: ThemeProps = {
  templates: {
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    BaseInputTemplate,
    DescriptionFieldTemplate,
    ErrorListTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate,
    ButtonTemplates: { SubmitButton, AddButton, RemoveButton, MoveUpButton, MoveDownButton, CopyButton, ClearButton },
  },
  widgets: OWN_WIDGETS as ThemeWidgets,
};
