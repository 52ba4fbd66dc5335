/**
 * /personalNotebook/create and /personalNotebook/edit/:note_id (82): the title and the rich-text content.
 * While adding or editing, leaving the page asks first (the shared leave-edit guard).
 */
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Form, Header, Loader, Message, Segment } from 'semantic-ui-react';
import type { NoteRecord } from '../../../domain/admin/admin-records';
import { checkRequiredText } from '../../../domain/admin/check-required-text';
import { NOTE_TITLE_MAX } from '../../../domain/admin/note-html-policy';
import { api } from '../../api/client';
import { useSessionUser } from '../../api/session-store';
import { useDocumentTitle } from '../../app/use-document-title';
import { fieldError } from '../../shared/field-error';
import { toast } from '../../shared/toast';
import { useLeaveEditGuard } from '../../shared/use-leave-edit-guard';
import { NoteEditor } from './NoteEditor';
import '../admin/admin.css';

/** The editor page; without a note_id it creates a note. */
export default function NotebookEditPage() {
  const { note_id: noteParam } = useParams();
  const noteId = noteParam ? Number(noteParam) : null;
  const creating = noteId === null;
  useDocumentTitle(creating ? '新增記事' : '編輯記事');
  const me = useSessionUser();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [html, setHtml] = useState('');
  const [initialHtml, setInitialHtml] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loading, setLoading] = useState(!creating);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [savedId, setSavedId] = useState<number | null>(null);
  // Saved: back to view mode, so the guard lets the page go to the note.
  const guard = useLeaveEditGuard(savedId !== null ? 'view' : creating ? 'add' : 'edit');

  useEffect(() => {
    if (noteId === null) return;
    if (!Number.isInteger(noteId) || noteId <= 0) {
      setLoadError('查無此記事');
      setLoading(false);
      return;
    }
    api
      .post<NoteRecord>('Member/Search_Personal_Notebook_Detail', { note_id: noteId }, { silent: true })
      .then((note) => {
        setTitle(note.title);
        setHtml(note.html_content);
        setInitialHtml(note.html_content);
      })
      .catch((e: Error) => setLoadError(e.message))
      .finally(() => setLoading(false));
  }, [noteId]);

  useEffect(() => {
    if (savedId !== null) navigate(`/personalNotebook/view/${savedId}`, { replace: true });
  }, [savedId, navigate]);

  const save = async () => {
    const t = title.trim();
    const problem = checkRequiredText(title, NOTE_TITLE_MAX);
    setTitleError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const body = { title: t, html_content: html, auth_id: Number(me?.userID) };
      const note = creating
        ? await api.post<NoteRecord>('Member/Create_Personal_Notebook', body)
        : await api.post<NoteRecord>('Member/Edit_Personal_Notebook', { ...body, note_id: noteId });
      toast.success(creating ? '新增成功' : '修改成功');
      setSavedId(note.note_id);
    } catch {
      // Shown by the client; the work stays on the page.
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    if (await guard.confirmLeave()) navigate(creating ? '/personalNotebook' : `/personalNotebook/view/${noteId}`);
  };

  if (loading) return <Loader active inline="centered" content="載入中…" />;
  if (loadError) {
    return (
      <Segment placeholder textAlign="center" data-testid="note-missing">
        <Header icon="file outline" content={loadError} />
        <Button content="回記事本" onClick={() => navigate('/personalNotebook')} />
      </Segment>
    );
  }
  return (
    <div className="pw-admin" data-testid="note-edit">
      <div className="pw-page-header">
        <Header as="h2">{creating ? '新增記事' : '編輯記事'}</Header>
      </div>
      <Form noValidate loading={busy} onSubmit={save}>
        <Form.Input id="note-title" label="標題" required value={title} onChange={(_e, d) => {
            setTitle(String(d.value));
            setTitleError(null);
          }} error={fieldError(titleError)} />
        <Form.Field>
          <label>內容</label>
          <NoteEditor initialHtml={initialHtml} onChange={setHtml} />
        </Form.Field>
        <Message size="tiny" content="僅保留標題、粗體、清單、引言、連結等文字格式；其餘內容儲存時會移除。" />
        <Button type="button" basic content="取消" onClick={() => void cancel()} />
        <Button type="submit" primary content="儲存" loading={busy} data-testid="note-save" />
      </Form>
    </div>
  );
}
