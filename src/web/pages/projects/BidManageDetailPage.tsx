/**
 * /budgetManage/bidView/bidManageDetail/:proj_id (11): every field of a project with its procurement class
 * and stage, edit and delete for those allowed, its people by part, and the way into its A3 step list.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Header, Label, Menu, Message } from 'semantic-ui-react';
import { tidyProjectFields, type ProjectFields } from '../../../domain/projects/project-fields';
import type { ProjectRecord } from '../../../domain/projects/project-records';
import { api } from '../../api/client';
import { useSessionUser } from '../../api/session-store';
import { useDocumentTitle } from '../../app/use-document-title';
import { confirmAndRun } from '../../shared/confirm-and-run';
import { offerReloadOnStale } from '../../shared/offer-reload-on-stale';
import { toast } from '../../shared/toast';
import { useLeaveEditGuard } from '../../shared/use-leave-edit-guard';
import { PersonnelPanel } from '../personnel/PersonnelPanel';
import { ProcurementClassLabel } from './ProcurementClassLabel';
import { ProjectForm } from './ProjectForm';
import { ProjectView } from './ProjectView';
import { checkDraft, draftOf } from './project-draft';
import { ListState } from '../../shared/ListState';
import { useCheckedSubmit } from '../../shared/use-checked-submit';
import { usePost } from '../../shared/use-post';
import './shared/projects.css';

type Tab = 'fields' | 'people';

/** The path of a project's A3 step list. */
export const a3ListPath = (projId: number) => `/BiddingAward/A3/list?proj_id=${projId}`;

/** The detail screen. */
export default function BidManageDetailPage() {
  const projId = Number(useParams().proj_id);
  const user = useSessionUser();
  const navigate = useNavigate();
  const project = usePost<ProjectRecord & { can_edit: boolean }>('BGC/Search_PROJECT_Detail', projId > 0 ? { proj_id: projId } : null);
  const [draft, setDraft] = useState<ProjectFields | null>(null);
  const [tab, setTab] = useState<Tab>('fields');
  useDocumentTitle(project.data ? `標案明細－${project.data.proj_name}` : '標案明細');
  const guard = useLeaveEditGuard(draft ? 'edit' : 'view');
  const p = project.data;

  const { errors, setErrors, busy, submit: save } = useCheckedSubmit(
    () => (draft ? checkDraft(draft) : {}),
    async () => {
      if (!draft || !p) return;
      let saved: ProjectRecord & { can_edit: boolean };
      try {
        // The version the page loaded: an edit over someone else's newer one is refused, not lost.
        saved = await api.post<ProjectRecord & { can_edit: boolean }>('BGC/Edit_PROJECT', { proj_id: p.proj_id, version: p.version, ...tidyProjectFields(draft) }, { silent: true });
      } catch (error) {
        const reload = async () => {
          setDraft(null);
          await project.mutate();
        };
        if (await offerReloadOnStale(error, reload)) return;
        // Sent silently for the dialog above; any other refusal is shown as the client shows it.
        if (error instanceof Error) toast.error(error.message);
        throw error;
      }
      await project.mutate(saved, { revalidate: false });
      setDraft(null);
      toast.success('標案已更新');
    },
    { onRefused: () => toast.warning('請修正標示的欄位') },
  );
  // After a refused save, messages follow the user's corrections instead of lingering.
  const change = (next: ProjectFields) => {
    setDraft(next);
    if (Object.keys(errors).length) setErrors(checkDraft(next));
  };
  const cancel = async () => {
    if (await guard.confirmLeave()) {
      setDraft(null);
      setErrors({});
    }
  };
  const remove = async () => {
    if (p && (await confirmAndRun(`確定刪除標案「${p.proj_name}」？`, '刪除', () => api.patch('BGC/Delete_PROJECT', { proj_id: p.proj_id }), '標案已刪除'))) {
      navigate('/budgetManage/bidView/bidManageList', { replace: true });
    }
  };

  if (!(projId > 0)) return <Message negative content="標案編號不正確" />;
  return (
    <div className="pw-proj" data-testid="bid-detail-page">
      <ListState loading={!p && !project.error} error={project.error} onRetry={() => void project.mutate()}>
        {p ? (
          <>
            <div className="pw-page-header">
              <div>
                <Header as="h2" style={{ margin: 0 }}>
                  {p.proj_name}
                  <Header.Subheader>{p.proj_number}</Header.Subheader>
                </Header>
                <div className="pw-header-labels">
                  <ProcurementClassLabel view={p.procurement} detail />
                  {p.stage_label ? <Label size="small" basic content={`階段：${p.stage_label}`} /> : null}
                  {p.merge ? <Label size="small" basic color="purple" content={`併案 ${p.merge.merge_num}`} /> : null}
                </div>
              </div>
              <div className="pw-header-actions">
                {draft ? (
                  <>
                    <Button basic content="取消編輯" onClick={() => void cancel()} disabled={busy} />
                    <Button primary icon="save" content="儲存" loading={busy} onClick={() => void save()} data-testid="project-save" />
                  </>
                ) : (
                  <>
                    <Button as={Link} to={a3ListPath(p.proj_id)} color="teal" icon="tasks" content="A3 招標前置作業" data-testid="a3-link" />
                    {p.can_edit ? <Button basic icon="edit" content="編輯" onClick={() => { setTab('fields'); setDraft(draftOf(p)); }} data-testid="project-edit" /> : null}
                    {p.can_edit ? <Button basic color="red" icon="trash" content="刪除" onClick={() => void remove()} /> : null}
                  </>
                )}
              </div>
            </div>
            {!draft ? (
              <Menu pointing secondary>
                <Menu.Item name="標案資料" active={tab === 'fields'} onClick={() => setTab('fields')} />
                <Menu.Item name="人員設定" active={tab === 'people'} onClick={() => setTab('people')} data-testid="tab-people" />
              </Menu>
            ) : null}
            {draft ? (
              <ProjectForm draft={draft} onChange={change} errors={errors} busy={busy} />
            ) : tab === 'fields' ? (
              <ProjectView project={p} />
            ) : (
              <PersonnelPanel projId={p.proj_id} canEdit={Boolean(user?.preview.includes(77)) && user?.basefrom === 'GOV' && user?.supervise !== '1'} />
            )}
          </>
        ) : null}
      </ListState>
    </div>
  );
}
