/** A button that opens a .json step definition file from the administrator's computer. */
import { useRef } from 'react';
import { Button } from 'semantic-ui-react';
import { toast } from '../../shared/toast';
import { readDefinitionFile } from './read-definition-file';

/** Props of ImportDefinitionButton. */
export interface ImportDefinitionButtonProps {
  onImported: (definition: Record<string, unknown>, id: string) => void;
  disabled?: boolean;
}

/** The button and its hidden file input. */
export function ImportDefinitionButton({ onImported, disabled }: ImportDefinitionButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button type="button" basic icon="upload" content="匯入 JSON" disabled={disabled} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="import-definition-file"
        aria-label="選擇步驟定義 JSON 檔"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const read = await readDefinitionFile(file);
          if (read.ok) onImported(read.definition, read.id);
          else toast.error(read.message);
        }}
      />
    </>
  );
}
