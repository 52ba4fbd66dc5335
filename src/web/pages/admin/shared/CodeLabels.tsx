/** Permission codes as small labels reading 名稱 代碼. */
import { Label } from 'semantic-ui-react';
import { permissionName } from '../../../../domain/admin/system-list';

/** The labels, or 無 when there are none. */
export function CodeLabels({ codes }: { codes: readonly number[] }) {
  if (codes.length === 0) return <span className="pw-muted">無</span>;
  return (
    <Label.Group size="tiny">
      {codes.map((c) => (
        <Label key={c} basic>
          {permissionName(c)}
          <Label.Detail>{c}</Label.Detail>
        </Label>
      ))}
    </Label.Group>
  );
}
