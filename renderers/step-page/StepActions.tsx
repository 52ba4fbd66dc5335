/**
 * Sign-off and export buttons, shown from the definition: 簽核 when the step has a sign-off (single or
 * multiple parties); per export form 預覽 (when it has a PDF), one 匯出 button per format and 全部匯出
 * (when it has more than one). Without a handler they are closed with the tooltip 尚未開放.
 */
import type { ReactNode } from 'react';
import { Button, Icon } from 'semantic-ui-react';
import { STEP_PARTY_LABELS } from '../../src/domain/steps/decide-step-parties';
import type { ExportForm, SignOff } from '../../src/domain/steps/step-definition';

/** Names of the sign-off parties. */
export const SIGN_OFF_PARTY_LABELS: Readonly<Record<SignOff['parties'][number], string>> = STEP_PARTY_LABELS;

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
  /** 預覽: the form's PDF in a new tab (call window.open in the handler itself, for popup blockers). */
  onPreview?: (form: ExportForm) => void;
  /** 全部匯出: every format of the form. */
  onExportAll?: (form: ExportForm) => void;
}

const NOT_OPEN = '尚未開放';

/** A control that says 尚未開放 on hover while it has no handler. */
function Closed({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <span className="pw-tip" data-tooltip={open ? undefined : NOT_OPEN} title={open ? undefined : NOT_OPEN}>
      {children}
    </span>
  );
}

/** The sign-off button and the export buttons. */
export function StepActions({ signOff, exports, environment = 'production', onSignOff, onExport, onPreview, onExportAll }: StepActionsProps) {
  const offered = exports.filter((form) => !form.environments || form.environments.includes(environment));
  if (!signOff && offered.length === 0) return null;
  return (
    <div className="pw-step-actions">
      {signOff ? (
        <Closed open={Boolean(onSignOff)}>
          <Button type="button" size="small" icon labelPosition="left" disabled={!onSignOff} onClick={onSignOff} data-testid="sign-off">
            <Icon name="pencil alternate" />
            {`${signOff.mode === 'single' ? '簽核' : '多方簽核'}（${signOff.parties.map((p) => SIGN_OFF_PARTY_LABELS[p]).join('、')}）`}
          </Button>
        </Closed>
      ) : null}
      {offered.map((form) => (
        <span key={form.formType} className="pw-export" data-export={form.formType}>
          <span className="pw-export-title">
            <Icon name="file alternate outline" />
            {form.title}
          </span>
          <span className="pw-export-buttons">
            {form.formats.includes('pdf') ? (
              <Closed open={Boolean(onPreview)}>
                <Button type="button" size="mini" basic disabled={!onPreview} onClick={() => onPreview?.(form)} aria-label={`預覽${form.title}`}>
                  <Icon name="eye" />
                  預覽
                </Button>
              </Closed>
            ) : null}
            <Closed open={Boolean(onExport)}>
              <Button.Group size="mini" basic>
                {form.formats.map((format) => (
                  <Button key={format} type="button" disabled={!onExport} onClick={() => onExport?.(form, format)} aria-label={`匯出${form.title} ${format.toUpperCase()}`}>
                    {format.toUpperCase()}
                  </Button>
                ))}
              </Button.Group>
            </Closed>
            {form.formats.length > 1 ? (
              <Closed open={Boolean(onExportAll)}>
                <Button type="button" size="mini" basic disabled={!onExportAll} onClick={() => onExportAll?.(form)} aria-label={`全部匯出${form.title}`}>
                  <Icon name="download" />
                  全部匯出
                </Button>
              </Closed>
            ) : null}
          </span>
        </span>
      ))}
    </div>
  );
}
