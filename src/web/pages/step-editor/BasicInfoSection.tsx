/** The step's identity: code (fixed once created), title, phase, construction menu group and fool-proofing. */
import { Checkbox } from 'semantic-ui-react';
import { anchorOf } from '../../../domain/step-editor/fault-anchor';
import { setStepMenuGroup, setStepPhase } from '../../../domain/step-editor/set-step-phase';
import type { StepPhase } from '../../../domain/steps/step-definition';
import { PHASE_LABELS, PHASE_ORDER, phaseHasMenuGroup } from '../../../domain/steps/step-phases';
import { EditorSection, MenuGroupSelect, TextField, idOf, type SectionProps } from './editor-parts';
import { AnchoredField } from './fault-placement';

/** The basic-information section. */
export function BasicInfoSection({ definition, edit, replace }: SectionProps) {
  const phaseAnchor = anchorOf('phase');
  const groupAnchor = anchorOf('menuGroup');
  const foolproofAnchor = anchorOf('foolproof');
  return (
    <EditorSection anchor={anchorOf('id')} title="基本資料" hint="步驟代碼建立後不可更改；B 階段步驟須選擇選單群組，步驟會出現在該群組的選單與列表。">
      <div className="pw-grid pw-grid-4">
        <TextField anchor={anchorOf('id')} label="步驟代碼" value={definition.id} readOnly onChange={() => undefined} />
        <TextField anchor={anchorOf('title')} label="應辦事項名稱" required value={definition.title} onChange={(v) => edit((d) => void (d.title = v))} className="pw-span-3" />
        <AnchoredField anchor={phaseAnchor} label="階段" htmlFor={idOf(phaseAnchor)} required>
          <select id={idOf(phaseAnchor)} value={String(definition.phase ?? '')} onChange={(e) => replace((d) => setStepPhase(d, e.target.value as StepPhase))}>
            {PHASE_ORDER.map((phase) => (
              <option key={phase} value={phase}>{`${phase} ${PHASE_LABELS[phase]}`}</option>
            ))}
          </select>
        </AnchoredField>
        {phaseHasMenuGroup(String(definition.phase)) ? (
          <AnchoredField anchor={groupAnchor} label="選單群組" htmlFor={idOf(groupAnchor)} required>
            <MenuGroupSelect id={idOf(groupAnchor)} value={definition.menuGroup} onChange={(group) => replace((d) => setStepMenuGroup(d, group))} />
          </AnchoredField>
        ) : null}
        <AnchoredField anchor={foolproofAnchor} className="pw-checkbox-field pw-span-2">
          <Checkbox
            id={idOf(foolproofAnchor)}
            label="納入防呆追蹤（後續步驟將鎖定本步驟時提醒）"
            checked={definition.foolproof === true}
            onChange={(_e, data) => edit((d) => void (d.foolproof = Boolean(data.checked)))}
          />
        </AnchoredField>
      </div>
    </EditorSection>
  );
}
