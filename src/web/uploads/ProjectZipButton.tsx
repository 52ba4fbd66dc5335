/** A button that downloads a project's files as one zip (all phases unless told), streamed by the server. */
import { Button, Icon } from 'semantic-ui-react';
import { PHASE_ORDER } from '../../domain/steps/step-phases';
import { downloadProjectZip } from './download-file';

/** Props of the button. */
export interface ProjectZipButtonProps {
  projId: number;
  /** Phases (A2, B1 …) or step ids (A2.8) to include; every phase by default. */
  serviceTypes?: readonly string[];
  label?: string;
}

/** The button. */
export function ProjectZipButton({ projId, serviceTypes = PHASE_ORDER, label = '下載標案全部檔案' }: ProjectZipButtonProps) {
  return (
    <Button type="button" size="small" basic onClick={() => void downloadProjectZip(projId, [...serviceTypes]).catch(() => undefined)}>
      <Icon name="file archive outline" />
      {label}
    </Button>
  );
}
