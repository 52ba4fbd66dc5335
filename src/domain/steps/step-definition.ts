/**
 * The step-definition types, derived from schemas/step.schema.json by scripts/generate-schema-types.ts.
 * Re-exported here so the rest of the code never imports the generated file directly.
 */
import type { StepDefinition } from '../../../schemas/generated/step-definition';

export type {
  StepDefinition,
  LegalBasisRow,
  ReferenceLink,
  DeadlineRule,
  UploadCategory,
  UploadFileType,
  StepForm,
  RecordCollection,
  RecordColumn,
  StepRules,
  SignOff,
  SignOffStage,
  ExportForm,
  ExportLayout,
  ExportBlock,
  ExportFieldItem,
  ExportColumn,
  StepPermissions,
  StepParties,
  StepParty,
  StepSeal,
} from '../../../schemas/generated/step-definition';

/** A phase code (A2 … N1), as the schema enumerates it. */
export type StepPhase = StepDefinition['phase'];

/** A construction-performance menu group key (administrativeManage …), as the schema enumerates it. */
export type StepMenuGroupKey = NonNullable<StepDefinition['menuGroup']>;

/** A JSON Schema node as found inside a form or record schema (deliberately loose: it is data). */
export type JsonSchemaNode = Record<string, unknown>;
