/**
 * /personalNotebook/view/:note_id (82): one note. The content is the HTML the server sanitised on save
 * (allow-listed tags, no handlers, styles or script URLs), so it is rendered as it is.
 */
import { useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { Button, Header, Segment } from 'semantic-ui-react';
import type { NoteRecord } from '../../../domain/admin/admin-records';
import { formatRocDateTime } from '../../../domain/roc-date';
import { api, swrFetcher } from '../../api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { confirmDialog } from '../../shared/dialogs';
import { toast } from '../../shared/toast';
import { ListState } from '../../shared/ListState';
import '../admin/admin.css';

/** The view page. */
export default function NotebookViewPage() {
  useDocumentTitle('檢視記事');
  const { note_id: noteParam } = useParams();
  const noteId = Number(noteParam);
  const navigate = useNavigate();
  const valid = Number.isInteger(noteId) && noteId > 0;
  const note = useSWR<NoteRecord>(valid ? ['Member/Search_Personal_Notebook_Detail', { note_id: noteId }] : null, swrFetcher);
  const remove = async () => {
    if (!(await confirmDialog('確定刪除此記事？', { okText: '刪除' }))) return;
    try {
      await api.post('Member/Delete_Personal_Notebook', { note_id: [noteId] });
      toast.success('刪除成功');
      navigate('/personalNotebook', { replace: true });
    } catch {
      // Shown by the client.
    }
  };
  return (
    <div className="pw-admin" data-testid="note-view">
      <ListState loading={note.isLoading} error={valid ? (note.error as Error | undefined) : new Error('查無此記事')} onRetry={() => void note.mutate()}>
        {note.data ? (
          <>
            <div className="pw-page-header">
              <Header as="h2" className="pw-break">
                {note.data.title}
                <Header.Subheader>
                  建立 {formatRocDateTime(new Date(note.data.created_at))}｜更新 {formatRocDateTime(new Date(note.data.updated_at))}
                </Header.Subheader>
              </Header>
              <div>
                <Button basic icon="arrow left" content="回列表" onClick={() => navigate('/personalNotebook')} />
                <Button primary icon="edit" content="編輯" onClick={() => navigate(`/personalNotebook/edit/${noteId}`)} />
                <Button basic color="red" icon="trash" content="刪除" onClick={() => void remove()} />
              </div>
            </div>
            <Segment>
              {note.data.html_content ? (
                // Sanitised by the server on every save (src/server/services/notebook/sanitize-note-html.ts).
                <div className="pw-note-body" data-testid="note-body" dangerouslySetInnerHTML={{ __html: note.data.html_content }} />
              ) : (
                <p className="pw-muted">（無內容）</p>
              )}
            </Segment>
          </>
        ) : null}
      </ListState>
    </div>
  );
}
