/** The permission codes that may view and edit the step, picked from the platform's codes by name. */
import { Dropdown } from 'semantic-ui-react';
import { PERMISSION_CODES } from '../../../domain/access/permission-codes';
import { anchorOf } from '../../../domain/step-editor/fault-anchor';
import type { StepPermissions } from '../../../domain/steps/step-definition';
import { PHASE_PERMISSION_CODES } from '../../../domain/steps/step-phases';
import { EditorSection, idOf, type SectionProps } from './editor-parts';
import { AnchoredField } from './fault-placement';

const OPTIONS = [
  { key: 0, value: 0, text: '0 所有登入者' },
  ...Object.entries(PERMISSION_CODES).map(([code, name]) => ({ key: Number(code), value: Number(code), text: `${code} ${name}` })),
];

/** The permissions section. */
export function PermissionsSection({ definition, edit }: SectionProps) {
  const usual = PHASE_PERMISSION_CODES[definition.phase];
  return (
    <EditorSection anchor={anchorOf('permissions')} title="權限代碼" hint={usual ? `${definition.phase} 階段通常使用 ${usual}（${PERMISSION_CODES[usual as keyof typeof PERMISSION_CODES] ?? ''}）。` : undefined}>
      <div className="pw-grid pw-grid-2">
        {(['view', 'edit'] as const).map((kind: keyof StepPermissions) => {
          const anchor = anchorOf('permissions', kind);
          const value = definition.permissions[kind];
          const options = [...OPTIONS, ...value.filter((c) => !OPTIONS.some((o) => o.value === c)).map((c) => ({ key: c, value: c, text: String(c) }))];
          return (
            <AnchoredField key={kind} anchor={anchor} label={kind === 'view' ? '可檢視' : '可編輯、上傳與變更狀態'} htmlFor={idOf(anchor)} required>
              <Dropdown
                id={idOf(anchor)}
                fluid
                multiple
                search
                selection
                noResultsMessage="查無權限代碼"
                options={options}
                value={value}
                onChange={(_e, data) => edit((d) => void (d.permissions[kind] = [...(data.value as number[])].sort((a, b) => a - b)))}
              />
            </AnchoredField>
          );
        })}
      </div>
    </EditorSection>
  );
}
