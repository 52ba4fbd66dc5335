/** Prerequisites, locks and siblings, picked from the catalogue by code and title. */
import { anchorOf } from '../../../domain/step-editor/fault-anchor';
import type { StepRules } from '../../../domain/steps/step-definition';
import { compareStepIds } from '../../../domain/steps/compare-step-ids';
import { EditorSection, type SectionProps } from './editor-parts';
import { MultiPickField } from './MultiPickField';

/** A step the rules can name. */
export interface CatalogueChoice {
  id: string;
  title: string;
}

const KINDS: readonly { key: keyof StepRules; label: string; hint: string }[] = [
  { key: 'prerequisites', label: '前置步驟', hint: '全部「已完成」或「無須辦理」後，本步驟才能編輯。' },
  { key: 'locks', label: '鎖定步驟', hint: '其中任一步驟開始辦理後，本步驟即被鎖定。' },
  { key: 'siblings', label: '同組步驟', hint: '任一已開始辦理，就不再重複鎖定提醒；可包含本步驟。' },
];

/** The rules section; `catalogue` lists the published steps. */
export function RulesSection({ definition, edit, catalogue }: SectionProps & { catalogue: readonly CatalogueChoice[] }) {
  const own = catalogue.some((c) => c.id === definition.id) ? [] : [{ value: definition.id, text: `${definition.id}（本步驟）` }];
  const options = [...catalogue.map((c) => ({ value: c.id, text: `${c.id} ${c.title}` })), ...own].sort((a, b) => compareStepIds(a.value, b.value));
  return (
    <EditorSection anchor={anchorOf('rules')} title="防呆規則" hint="引用的步驟必須存在；前置步驟不可形成循環，同一步驟不可同時為前置與鎖定步驟。">
      <div className="pw-grid pw-grid-3">
        {KINDS.map(({ key, label, hint }) => (
          <MultiPickField
            key={key}
            anchor={anchorOf('rules', key)}
            label={label}
            hint={hint}
            options={options}
            value={definition.rules[key]}
            describeUnknown={(id) => `${id}（不存在）`}
            noResultsMessage="查無步驟"
            placeholder="選擇步驟"
            compare={compareStepIds}
            onChange={(ids) => edit((d) => void (d.rules[key] = ids))}
          />
        ))}
      </div>
    </EditorSection>
  );
}
