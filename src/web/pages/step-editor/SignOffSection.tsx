/** Whether the step is signed with a citizen digital certificate (自然人憑證), how, and by whom. */
import { Checkbox } from 'semantic-ui-react';
import { anchorOf } from '../../../domain/step-editor/fault-anchor';
import { SIGN_OFF_PARTIES, setSignOff } from '../../../domain/step-editor/set-sign-off';
import type { SignOff } from '../../../domain/steps/step-definition';
import { EditorSection, idOf, type SectionProps } from './editor-parts';
import { AnchoredField } from './fault-placement';

/** The sign-off section. */
export function SignOffSection({ definition, replace }: SectionProps) {
  const modeAnchor = anchorOf('signOff', 'mode');
  const signOff = definition.signOff;
  const parties = signOff?.parties ?? [];
  return (
    <EditorSection anchor={anchorOf('signOff')} title="簽核">
      <div className="pw-grid pw-grid-2">
        <AnchoredField anchor={modeAnchor} label="簽核方式" htmlFor={idOf(modeAnchor)}>
          <select
            id={idOf(modeAnchor)}
            value={signOff?.mode ?? ''}
            onChange={(e) => replace((d) => setSignOff(d, (e.target.value || null) as SignOff['mode'] | null, parties.length ? parties : ['gov']))}
          >
            <option value="">不需簽核</option>
            <option value="single">單一簽核（一方簽章即完成）</option>
            <option value="multiple">多方簽核（所列各方都須簽章）</option>
          </select>
        </AnchoredField>
        {signOff ? (
          <AnchoredField anchor={anchorOf('signOff', 'parties')} label="簽核方">
            <div className="pw-inline-checks">
              {SIGN_OFF_PARTIES.map((party) => (
                <Checkbox
                  key={party.value}
                  id={idOf(anchorOf('signOff', 'parties', party.value))}
                  label={party.label}
                  checked={parties.includes(party.value)}
                  onChange={(_e, data) =>
                    replace((d) => setSignOff(d, signOff.mode, data.checked ? [...parties, party.value] : parties.filter((p) => p !== party.value)))
                  }
                />
              ))}
            </div>
          </AnchoredField>
        ) : null}
      </div>
    </EditorSection>
  );
}
