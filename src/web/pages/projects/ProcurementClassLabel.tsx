/** The procurement class of a project as a coloured label with the thresholds it was judged by. */
import { Label, Popup } from 'semantic-ui-react';
import type { ProcurementClass } from '../../../domain/procurement/classify-procurement';
import type { ProcurementClassView } from '../../../domain/projects/project-records';
import { money, rocDate } from './shared/format';

const COLORS: Record<ProcurementClass, 'red' | 'orange' | 'blue' | 'teal' | 'grey'> = {
  huge: 'red',
  inspection: 'orange',
  announcement: 'blue',
  belowAnnouncement: 'teal',
  small: 'grey',
};

/** The label; nothing when the class is unknown. */
export function ProcurementClassLabel({ view, detail }: { view: ProcurementClassView | null | undefined; detail?: boolean }) {
  if (!view) return null;
  const label = (
    <Label size="small" color={COLORS[view.class]} className="pw-class-label" data-testid="procurement-class">
      {view.label}
    </Label>
  );
  if (!detail) return label;
  return (
    <Popup
      trigger={label}
      content={`採購金額 ${money(view.amount)} 元（${view.category_label}）；適用 ${rocDate(view.thresholds_from)} 起之門檻：公告金額 ${money(view.announcement)} 元、小額採購 ${money(view.small)} 元以下。依據：${view.basis}`}
      wide
    />
  );
}
