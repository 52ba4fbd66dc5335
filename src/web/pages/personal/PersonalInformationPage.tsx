/**
 * /personalInformation (80): the signed-in user's own record. Name, telephones and authnum are editable
 * (Edit_User_Name / _Tel / _Authnum, only what changed is sent); the password is changed in its dialog;
 * bound accounts can be switched to.
 */
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { Button, Form, Header, Segment } from 'semantic-ui-react';
import type { UserRecord } from '../../../domain/admin/admin-records';
import { USER_DEFAULTS } from '../../../domain/admin/list-defaults';
import { isTelNumber, MAX_TELS } from '../../../domain/admin/parse-tel-list';
import { formatRocDate } from '../../../domain/roc-date';
import { rangeMessage, requiredMessage } from '../../../domain/form-messages';
import { api, swrFetcher } from '../../api/client';
import { sessionStore, useSessionUser } from '../../api/session-store';
import { useDocumentTitle } from '../../app/use-document-title';
import { toast } from '../../shared/toast';
import { ChangePasswordDialog } from '../ChangePasswordDialog';
import { ListState } from '../../shared/ListState';
import { TelListInput } from '../admin/shared/TelListInput';
import { BoundAccounts } from './BoundAccounts';
import '../admin/admin.css';

type Errors = Partial<Record<'cname' | 'tel' | 'authnum', string>>;

/** The personal-information page. */
export default function PersonalInformationPage() {
  useDocumentTitle('個人資料');
  const me = useSessionUser();
  const id = Number(me?.userID);
  const record = useSWR<UserRecord>(['Member/Search_User', { id }], swrFetcher);
  const [cname, setCname] = useState('');
  const [tel, setTel] = useState<string[]>([]);
  const [authnum, setAuthnum] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const user = record.data;

  useEffect(() => {
    if (!user) return;
    setCname(user.cname);
    setTel(user.tel);
    setAuthnum(user.authnum);
  }, [user]);

  const save = async () => {
    if (!user) return;
    const telList = tel.map((t) => t.trim()).filter(Boolean);
    const next: Errors = {
      cname: !cname.trim() ? requiredMessage() : cname.trim().length > 50 ? rangeMessage(1, 50) : undefined,
      tel: telList.length > MAX_TELS ? `電話最多 ${MAX_TELS} 組` : telList.some((t) => !isTelNumber(t)) ? '電話號碼格式不符合（數字、空白及 + - # ( )）' : undefined,
      authnum: authnum.trim().length > 30 ? rangeMessage(0, 30) : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      if (cname.trim() !== user.cname) await api.patch('Member/Edit_User_Name', { id, cname: cname.trim() });
      if (JSON.stringify(telList) !== JSON.stringify(user.tel)) await api.patch('Member/Edit_User_Tel', { id, tel: JSON.stringify(telList) });
      if (authnum.trim() !== user.authnum) await api.patch('Member/Edit_User_Authnum', { id, authnum: authnum.trim() });
      const fresh = await record.mutate();
      if (fresh && me) sessionStore.update({ name: fresh.cname, position: { ...me.position, cname: fresh.cname, tel: fresh.tel, authnum: fresh.authnum } });
      toast.success('個人資料已更新');
    } catch {
      // Shown by the client; what was saved before the failure stays saved.
      void record.mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pw-admin" data-testid="personal-information">
      <div className="pw-page-header">
        <Header as="h2">個人資料</Header>
        <Button icon="key" content="變更密碼" onClick={() => setChangingPassword(true)} />
      </div>
      <ListState loading={record.isLoading} error={record.error as Error | undefined} onRetry={() => void record.mutate()}>
        {user ? (
          <>
            <Segment>
              <dl className="pw-definition">
                <dt>帳號</dt>
                <dd>{user.account}</dd>
                <dt>帳號來源</dt>
                <dd>{user.basefrom === 'GOV' ? '機關（GOV）' : '廠商（PUB）'}</dd>
                <dt>部門</dt>
                <dd>{user.depname ?? '—'}</dd>
                <dt>職稱</dt>
                <dd>{user.preview_name ?? '—'}</dd>
                <dt>電子信箱</dt>
                <dd>{user.email || '—'}</dd>
                <dt>使用期限</dt>
                <dd>{user.dateline === USER_DEFAULTS.dateline ? '無期限' : formatRocDate(user.dateline)}</dd>
              </dl>
            </Segment>
            <Segment>
              <Form noValidate loading={busy} onSubmit={save} className="pw-narrow-form">
                <Form.Input id="me-cname" label="姓名" required value={cname} onChange={(_e, d) => setCname(String(d.value))} error={errors.cname ? { content: errors.cname, pointing: 'above' } : undefined} />
                <Form.Field error={Boolean(errors.tel)}>
                  <label>電話</label>
                  <TelListInput value={tel} onChange={setTel} idPrefix="me-tel" />
                  {errors.tel ? <div className="ui pointing above prompt label" role="alert">{errors.tel}</div> : null}
                </Form.Field>
                <Form.Input id="me-authnum" label="識別碼" value={authnum} onChange={(_e, d) => setAuthnum(String(d.value))} error={errors.authnum ? { content: errors.authnum, pointing: 'above' } : undefined} />
                <Button type="submit" primary content="儲存" loading={busy} data-testid="me-save" />
              </Form>
            </Segment>
            <Segment>
              <BoundAccounts />
            </Segment>
          </>
        ) : null}
      </ListState>
      {changingPassword && me ? <ChangePasswordDialog user={me} onClose={() => setChangingPassword(false)} /> : null}
    </div>
  );
}
