/**
 * Sign-off and export buttons, shown from the definition: 簽核 when the step has a sign-off (single or
 * multiple parties), one button per export form and format. Without a handler they are closed with the
 * tooltip 尚未開放.
 */
import { Button, Icon } from 'semantic-ui-react';
import type { ExportForm, SignOff } from '../../src/domain/steps/step-definition';

/** Names of the sign-off parties. */
export const SIGN_OFF_PARTY_LABELS: Readonly<Record<SignOff['parties'][number], string>> = { con: '施工廠商', sup: '監造單位', gov: '機關' };

/** The export format a form may be produced in. */
export type ExportFormat = ExportForm['formats'][number];

/** The runtime environment, which decides the exports offered. */
export type StepEnvironment = NonNullable<ExportForm['environments']>[number];

/** Props of StepActions. */
export interface StepActionsProps {
  signOff?: SignOff;
  exports: ExportForm[];
  environment?: StepEnvironment;
  onSignOff?: () => void;
  onExport?: (form: ExportForm, format: ExportFormat) => void;
}

const NOT_OPEN = '尚未開放';

/** The sign-off button and the export buttons. */
export function StepActions({ signOff, exports, environment = 'production', onSignOff, onExport }: StepActionsProps) {
  const offered = exports.filter((form) => !form.environments || form.environments.includes(environment));
  if (!signOff && offered.length === 0) return null;
  return (
    <div className="pw-step-actions">
      {signOff ? (
        <span className="pw-tip" data-tooltip={onSignOff ? undefined : NOT_OPEN} title={onSignOff ? undefined : NOT_OPEN}>
          <Button type="button" size="small" icon labelPosition="left" disabled={!onSignOff} onClick={onSignOff} data-testid="sign-off">
            <Icon name="pencil alternate" />
            {`${signOff.mode === 'single' ? '簽核' : '多方簽核'}（${signOff.parties.map((p) => SIGN_OFF_PARTY_LABELS[p]).join('、')}）`}
          </Button>
        </span>
      ) : null}
      {offered.map((form) => (
        <span key={form.formType} className="pw-export" data-export={form.formType}>
          <span className="pw-export-title">
            <Icon name="file alternate outline" />
            {form.title}
          </span>
          <span className="pw-tip" data-tooltip={onExport ? undefined : NOT_OPEN} title={onExport ? undefined : NOT_OPEN}>
            <Button.Group size="mini" basic>
              {form.formats.map((format) => (
                <Button key={format} type="button" disabled={!onExport} onClick={() => onExport?.(form, format)} aria-label={`匯出${form.title} ${format.toUpperCase()}`}>
                  {format.toUpperCase()}
                </Button>
              ))}
            </Button.Group>
          </span>
        </span>
      ))}
    </div>
  );
}
