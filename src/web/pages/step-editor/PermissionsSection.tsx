/**
 * The permission codes that may view and edit the step, picked from the platform's codes by name; the
 * project parties (機關、監造單位、施工廠商、設計單位) that may view and edit it; and the seals that hide the step, or
 * some of its fields and upload categories, from some parties until an event (決標).
 */
import { Button, Checkbox } from 'semantic-ui-react';
import { PERMISSION_CODES } from '../../../domain/access/permission-codes';
import { anchorOf } from '../../../domain/step-editor/fault-anchor';
import { SEAL_EVENT_LABELS, STEP_PARTIES, STEP_PARTY_LABELS, type StepParty, type StepSeal } from '../../../domain/steps/decide-step-parties';
import { PHASE_PERMISSION_CODES } from '../../../domain/steps/step-phases';
import { EditorSection, idOf, RowControls, TextField, type SectionProps } from './editor-parts';
import { AnchoredField } from './fault-placement';
import { MultiPickField, type PickOption } from './MultiPickField';

const OPTIONS: readonly PickOption<number>[] = [
  { value: 0, text: '0 所有登入者' },
  ...Object.entries(PERMISSION_CODES).map(([code, name]) => ({ value: Number(code), text: `${code} ${name}` })),
];

const KINDS: readonly { key: 'view' | 'edit'; label: string; partyLabel: string }[] = [
  { key: 'view', label: '可檢視', partyLabel: '可檢視的各方' },
  { key: 'edit', label: '可編輯、上傳與變更狀態', partyLabel: '可編輯的各方' },
];

/** Toggles one party in a list, keeping the display order. */
function toggle(list: readonly StepParty[], party: StepParty, on: boolean): StepParty[] {
  return STEP_PARTIES.filter((p) => (p === party ? on : list.includes(p)));
}

/** Checkboxes of the four parties. */
function PartyChecks({ anchor, label, value, onChange }: { anchor: string; label: string; value: readonly StepParty[]; onChange: (next: StepParty[]) => void }) {
  return (
    <AnchoredField anchor={anchor} label={label}>
      <div className="pw-inline-checks">
        {STEP_PARTIES.map((party) => (
          <Checkbox
            key={party}
            id={idOf(`${anchor}.${party}`)}
            label={STEP_PARTY_LABELS[party]}
            checked={value.includes(party)}
            onChange={(_e, data) => onChange(toggle(value, party, Boolean(data.checked)))}
          />
        ))}
      </div>
    </AnchoredField>
  );
}

/** The permissions section. */
export function PermissionsSection({ definition, edit }: SectionProps) {
  const usual = PHASE_PERMISSION_CODES[definition.phase];
  const parties = definition.permissions.parties ?? { view: [], edit: [] };
  const seals = definition.permissions.sealed ?? [];
  const fieldOptions: PickOption<string>[] = Object.entries((definition.form.schema as { properties?: Record<string, { title?: string }> }).properties ?? {}).map(([key, node]) => ({
    value: key,
    text: node?.title ? `${node.title}（${key}）` : key,
  }));
  const uploadOptions: PickOption<string>[] = definition.uploads.map((u) => ({ value: u.key, text: `${u.label}（${u.key}）` }));
  const editSeal = (index: number, change: (seal: StepSeal) => void) =>
    edit((d) => {
      const seal = d.permissions.sealed?.[index];
      if (seal) change(seal);
    });
  const moveSeal = (index: number, offset: number) =>
    edit((d) => {
      const list = d.permissions.sealed ?? [];
      const [seal] = list.splice(index, 1);
      if (seal) list.splice(index + offset, 0, seal);
    });
  return (
    <EditorSection anchor={anchorOf('permissions')} title="權限代碼與各方" hint={usual ? `${definition.phase} 階段通常使用 ${usual}（${PERMISSION_CODES[usual as keyof typeof PERMISSION_CODES] ?? ''}）。` : undefined}>
      <div className="pw-grid pw-grid-2">
        {KINDS.map(({ key, label }) => (
          <MultiPickField
            key={key}
            anchor={anchorOf('permissions', key)}
            label={label}
            required
            options={OPTIONS}
            value={definition.permissions[key]}
            describeUnknown={String}
            noResultsMessage="查無權限代碼"
            compare={(a, b) => a - b}
            onChange={(codes) => edit((d) => void (d.permissions[key] = codes))}
          />
        ))}
        {KINDS.map(({ key, partyLabel }) => (
          <PartyChecks
            key={`parties-${key}`}
            anchor={anchorOf('permissions', 'parties', key)}
            label={partyLabel}
            value={parties[key]}
            onChange={(next) => edit((d) => void (d.permissions.parties = { ...(d.permissions.parties ?? { view: [], edit: [] }), [key]: next }))}
          />
        ))}
      </div>
      <h4 className="pw-subhead">封存（事件發生前對某幾方隱藏）</h4>
      {seals.length === 0 ? <p className="pw-muted">沒有封存規則。</p> : null}
      {seals.map((seal, index) => {
        const anchor = (...rest: (string | number)[]) => anchorOf('permissions', 'sealed', index, ...rest);
        return (
          <div key={index} className="pw-seal-row" data-testid={`seal-${index}`}>
            <div className="pw-grid pw-grid-2">
              <AnchoredField anchor={anchor('until')} label="封存到" htmlFor={idOf(anchor('until'))}>
                <select id={idOf(anchor('until'))} value={seal.until} onChange={(e) => editSeal(index, (s) => void (s.until = e.target.value as StepSeal['until']))}>
                  {Object.entries(SEAL_EVENT_LABELS).map(([value, text]) => (
                    <option key={value} value={value}>
                      {text}
                    </option>
                  ))}
                </select>
              </AnchoredField>
              <PartyChecks anchor={anchor('from')} label="對哪幾方封存" value={seal.from} onChange={(next) => editSeal(index, (s) => void (s.from = next))} />
              <MultiPickField
                anchor={anchor('fields')}
                label="封存的欄位（不選欄位與上傳類別＝整個步驟）"
                options={fieldOptions}
                value={seal.fields ?? []}
                describeUnknown={String}
                noResultsMessage="查無欄位"
                onChange={(next) => editSeal(index, (s) => void (next.length ? (s.fields = next) : delete s.fields))}
              />
              <MultiPickField
                anchor={anchor('uploads')}
                label="封存的上傳類別"
                options={uploadOptions}
                value={seal.uploads ?? []}
                describeUnknown={String}
                noResultsMessage="查無上傳類別"
                onChange={(next) => editSeal(index, (s) => void (next.length ? (s.uploads = next) : delete s.uploads))}
              />
              <TextField anchor={anchor('message')} label="向被封存一方顯示的說明" required value={seal.message} onChange={(text) => editSeal(index, (s) => void (s.message = text))} />
            </div>
            <RowControls
              name={`第 ${index + 1} 項封存`}
              index={index}
              count={seals.length}
              onMove={(offset) => moveSeal(index, offset)}
              onRemove={() =>
                edit((d) => {
                  d.permissions.sealed?.splice(index, 1);
                  if (d.permissions.sealed?.length === 0) delete d.permissions.sealed;
                })
              }
            />
          </div>
        );
      })}
      <Button
        type="button"
        basic
        size="small"
        icon="lock"
        content="新增封存"
        onClick={() =>
          edit((d) => {
            d.permissions.sealed = [...(d.permissions.sealed ?? []), { until: 'award', from: ['con'], message: '依政府採購法第34條，底價於決標前保密' }];
          })
        }
      />
    </EditorSection>
  );
}
