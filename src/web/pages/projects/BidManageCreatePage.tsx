/** /budgetManage/bidView/bidManageCreate (9): a new project under a plan, with its design vendors; then its detail page. */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Header, Message } from 'semantic-ui-react';
import { blankProjectFields, tidyProjectFields, type ProjectFields } from '../../../domain/projects/project-fields';
import type { ProjectRecord } from '../../../domain/projects/project-records';
import { todayInTaiwan } from '../../../domain/today-in-taiwan';
import { api } from '../../api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { toast } from '../../shared/toast';
import { useLeaveEditGuard } from '../../shared/use-leave-edit-guard';
import { detailPath } from './BidManageListPage';
import { ProjectForm } from './ProjectForm';
import { checkDraft } from './project-draft';
import { useCheckedSubmit } from '../../shared/use-checked-submit';
import './shared/projects.css';

/** The create screen. */
export default function BidManageCreatePage() {
  useDocumentTitle('新增標案');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<ProjectFields>(() => ({ ...blankProjectFields(todayInTaiwan()), plan_id: Number(params.get('plan_id')) || 0 }));
  const [saved, setSaved] = useState<number | null>(null);
  const { errors, setErrors, busy, submit: save } = useCheckedSubmit(
    () => checkDraft(draft),
    async () => {
      const project = await api.post<ProjectRecord>('BGC/Add_PROJECT', tidyProjectFields(draft));
      toast.success('標案已新增');
      setSaved(project.proj_id);
    },
    { onRefused: () => toast.warning('請修正標示的欄位') },
  );
  useLeaveEditGuard(saved ? 'view' : 'add');

  // Leave only once the guard is gone, or it would ask whether to drop what was just saved.
  useEffect(() => {
    if (saved) navigate(detailPath(saved), { replace: true });
  }, [saved, navigate]);

  // After a refused save, messages follow the user's corrections instead of lingering.
  const change = (next: ProjectFields) => {
    setDraft(next);
    if (Object.keys(errors).length) setErrors(checkDraft(next));
  };
  return (
    <div className="pw-proj" data-testid="bid-create-page">
      <div className="pw-page-header">
        <Header as="h2">新增標案</Header>
        <div>
          <Button basic content="取消" as={Link} to="/budgetManage/bidView/bidManageList" />
          <Button primary icon="save" content="儲存" loading={busy} onClick={() => void save()} data-testid="project-save" />
        </div>
      </div>
      {Object.keys(errors).length ? <Message negative size="small" content="尚有欄位未填寫或格式不符，請依欄位下方提示修正。" /> : null}
      <ProjectForm draft={draft} onChange={change} errors={errors} busy={busy} />
      <div className="pw-page-footer">
        <Button primary icon="save" content="儲存" loading={busy} onClick={() => void save()} />
      </div>
    </div>
  );
}
