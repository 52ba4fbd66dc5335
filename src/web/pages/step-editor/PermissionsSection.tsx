/** The permission codes that may view and edit the step, picked from the platform's codes by name. */
import { PERMISSION_CODES } from '../../../domain/access/permission-codes';
import { anchorOf } from '../../../domain/step-editor/fault-anchor';
import type { StepPermissions } from '../../../domain/steps/step-definition';
import { PHASE_PERMISSION_CODES } from '../../../domain/steps/step-phases';
import { EditorSection, type SectionProps } from './editor-parts';
import { MultiPickField, type PickOption } from './MultiPickField';

const OPTIONS: readonly PickOption<number>[] = [
  { value: 0, text: '0 所有登入者' },
  ...Object.entries(PERMISSION_CODES).map(([code, name]) => ({ value: Number(code), text: `${code} ${name}` })),
];

const KINDS: readonly { key: keyof StepPermissions; label: string }[] = [
  { key: 'view', label: '可檢視' },
  { key: 'edit', label: '可編輯、上傳與變更狀態' },
];

/** The permissions section. */
export function PermissionsSection({ definition, edit }: SectionProps) {
  const usual = PHASE_PERMISSION_CODES[definition.phase];
  return (
    <EditorSection anchor={anchorOf('permissions')} title="權限代碼" hint={usual ? `${definition.phase} 階段通常使用 ${usual}（${PERMISSION_CODES[usual as keyof typeof PERMISSION_CODES] ?? ''}）。` : undefined}>
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
      </div>
    </EditorSection>
  );
}
