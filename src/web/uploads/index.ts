/** The upload service's browser side, as other pages use it. */
export { CategoryUploads, type CategoryUploadsProps } from './CategoryUploads';
export { useStepFiles, findMissingUploads } from './use-step-files';
export { downloadStepFile, downloadProjectZip } from './download-file';
export type { StepFile } from './upload-api';
export { ProjectZipButton, type ProjectZipButtonProps } from './ProjectZipButton';
