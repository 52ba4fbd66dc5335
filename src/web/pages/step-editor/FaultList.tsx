/** Every fault of the draft in one list, each naming its place; choosing one shows it in the editor. */
import { Icon, List, Message } from 'semantic-ui-react';
import type { DraftFault } from '../../../domain/step-editor/check-editor-draft';
import { describeDefinitionPath } from '../../../domain/step-editor/describe-definition-path';

/** Props of FaultList. */
export interface FaultListProps {
  faults: readonly DraftFault[];
  /** Whether the server has checked the draft as it is now (its cross-catalogue checks included). */
  serverChecked: boolean;
  onSelect: (fault: DraftFault) => void;
}

/** The list, or a line saying the draft passed. */
export function FaultList({ faults, serverChecked, onSelect }: FaultListProps) {
  if (faults.length === 0) {
    return serverChecked ? (
      <Message positive size="small" data-testid="faults-none">
        <Icon name="check circle" />
        檢查通過：格式與全目錄交叉檢查皆無錯誤。
      </Message>
    ) : null;
  }
  return (
    <Message negative size="small" data-testid="fault-list">
      <Message.Header>{`尚有 ${faults.length} 個錯誤，修正後才能發布`}</Message.Header>
      <List bulleted className="pw-fault-list">
        {faults.map((fault) => (
          <List.Item key={`${fault.path}|${fault.message}`}>
            <button type="button" className="pw-fault-link" onClick={() => onSelect(fault)}>
              {describeDefinitionPath(fault.path)}
            </button>
            {`：${fault.message}`}
            <code className="pw-fault-path">{fault.path}</code>
          </List.Item>
        ))}
      </List>
    </Message>
  );
}
