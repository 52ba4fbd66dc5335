/**
 * The structured view of a definition: one section per part of the step, every fault shown at its input.
 * It edits the same state as the JSON view; when the JSON view has left the draft in a shape these
 * controls cannot show (a list that is no list), it says so instead of guessing.
 */
import { useRef } from 'react';
import { Message } from 'semantic-ui-react';
import type { DraftFault } from '../../../domain/step-editor/check-editor-draft';
import { explainStructureProblem } from '../../../domain/step-editor/check-editor-draft';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import { BasicInfoSection } from './BasicInfoSection';
import type { SectionProps } from './editor-parts';
import { ExportsSection } from './ExportsSection';
import { FaultPlacementProvider, useFaultPlacement } from './fault-placement';
import { FormFieldsSection } from './FormFieldsSection';
import { KeyPointsSection, LegalBasisSection, ReferencesSection } from './GuidanceSections';
import { PermissionsSection } from './PermissionsSection';
import { RulesSection, type CatalogueChoice } from './RulesSection';
import { SignOffSection } from './SignOffSection';
import { UploadsSection } from './UploadsSection';

/** Props of StructuredEditor. */
export interface StructuredEditorProps extends Omit<SectionProps, 'definition'> {
  definition: Record<string, unknown>;
  faults: readonly DraftFault[];
  catalogue: readonly CatalogueChoice[];
  /** A form field to open because a fault in it was chosen. */
  reveal?: { field: string; seq: number } | null;
}

/** The structured editor. */
export function StructuredEditor({ definition, faults, catalogue, reveal, edit, replace }: StructuredEditorProps) {
  const container = useRef<HTMLDivElement>(null);
  const problem = explainStructureProblem(definition);
  const typed = definition as unknown as StepDefinition;
  const placement = useFaultPlacement(container, faults, problem ? undefined : typed.form);
  if (problem) {
    return (
      <Message warning data-testid="structure-problem">
        <Message.Header>結構化編輯暫時無法顯示</Message.Header>
        <p>{`${problem}。請在 JSON 檢視修正後再回到這裡。`}</p>
      </Message>
    );
  }
  const props: SectionProps = { definition: typed, edit, replace };
  return (
    <FaultPlacementProvider value={placement}>
      <div ref={container} className="ui form pw-structured-editor" data-testid="structured-editor">
        <BasicInfoSection {...props} />
        <LegalBasisSection {...props} />
        <KeyPointsSection {...props} />
        <ReferencesSection {...props} />
        <UploadsSection {...props} />
        <FormFieldsSection {...props} reveal={reveal} />
        <RulesSection {...props} catalogue={catalogue} />
        <SignOffSection {...props} />
        <ExportsSection {...props} />
        <PermissionsSection {...props} />
      </div>
    </FaultPlacementProvider>
  );
}
