/** A stored file's thumbnail (images only) or its type icon. */
import { Icon, type SemanticICONS } from 'semantic-ui-react';
import { fileExtension } from '../../domain/files/clean-file-name';
import { useThumbnail } from './thumbnails';

const ICONS: Record<string, SemanticICONS> = {
  pdf: 'file pdf outline',
  doc: 'file word outline',
  docx: 'file word outline',
  odt: 'file word outline',
  xls: 'file excel outline',
  xlsx: 'file excel outline',
  ods: 'file excel outline',
  zip: 'file archive outline',
  xml: 'file code outline',
  mp4: 'file video outline',
  mov: 'file video outline',
  avi: 'file video outline',
  wmv: 'file video outline',
  flv: 'file video outline',
};

/** The thumbnail of one file. */
export function FileThumbnail({ stepId, file }: { stepId: string; file: { id: number; filename: string; size: number } }) {
  const thumb = useThumbnail(stepId, file);
  if (thumb.status === 'ready') return <img className="pw-thumb" src={thumb.url} alt={`${file.filename} 縮圖`} loading="lazy" />;
  const icon = thumb.status === 'loading' ? 'spinner' : (ICONS[fileExtension(file.filename)] ?? 'file outline');
  return (
    <span className="pw-thumb pw-thumb-icon" aria-hidden="true">
      <Icon name={icon} loading={thumb.status === 'loading'} size="large" />
    </span>
  );
}
