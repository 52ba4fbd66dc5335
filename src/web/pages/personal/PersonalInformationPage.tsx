/**
 * /personalInformation (80): the signed-in user's own record. Name, telephones and authnum are editable
 * (Edit_User_Name / _Tel / _Authnum, only what changed is sent); the password is changed in its dialog;
 * bound accounts can be switched to; whether the account is bound to single sign-on is shown.
 */
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { Button, Form, Header, Segment } from 'semantic-ui-react';
import type { UserRecord } from '../../../domain/admin/admin-records';
import { checkAuthnum, checkCname, checkTels } from '../../../domain/admin/check-user-form';
import { USER_DEFAULTS } from '../../../domain/admin/list-defaults';
import { formatRocDate } from '../../../domain/roc-date';
import { api, swrFetcher } from '../../api/client';
import { sessionStore, useSessionUser } from '../../api/session-store';
import { useDocumentTitle } from '../../app/use-document-title';
import { FieldErrorLabel } from '../../shared/FieldErrorLabel';
import { fieldError } from '../../shared/field-error';
import { toast } from '../../shared/toast';
import { useCheckedSubmit } from '../../shared/use-checked-submit';
import { ChangePasswordDialog } from '../ChangePasswordDialog';
import { ListState } from '../../shared/ListState';
import { TelListInput } from '../admin/shared/TelListInput';
import { BoundAccounts } from './BoundAccounts';
import { TpcdBinding } from './TpcdBinding';
import '../admin/admin.css';

/** The personal-information page. */
export default function PersonalInformationPage() {
  useDocumentTitle('個人資料');
  const me = useSessionUser();
  const id = Number(me?.userID);
  const record = useSWR<UserRecord>(['Member/Search_User', { id }], swrFetcher);
  const [cname, setCname] = useState('');
  const [tel, setTel] = useState<string[]>([]);
  const [authnum, setAuthnum] = useState('');
  const [changingPassword, setChangingPassword] = useState(false);
  const user = record.data;

  useEffect(() => {
    if (!user) return;
    setCname(user.cname);
    setTel(user.tel);
    setAuthnum(user.authnum);
  }, [user]);

  const telList = tel.map((t) => t.trim()).filter(Boolean);
  const { errors, busy, submit } = useCheckedSubmit(
    () => {
      const found = { cname: checkCname(cname), tel: checkTels(telList), authnum: checkAuthnum(authnum) };
      return Object.fromEntries(Object.entries(found).filter((e): e is [string, string] => Boolean(e[1])));
    },
    async () => {
      if (!user) return;
      try {
        // Only what changed is sent, one call per field as the spec has them.
        if (cname.trim() !== user.cname) await api.patch('Member/Edit_User_Name', { id, cname: cname.trim() });
        if (JSON.stringify(telList) !== JSON.stringify(user.tel)) await api.patch('Member/Edit_User_Tel', { id, tel: JSON.stringify(telList) });
        if (authnum.trim() !== user.authnum) await api.patch('Member/Edit_User_Authnum', { id, authnum: authnum.trim() });
      } finally {
        // What was saved before a failure stays saved; the page shows the stored record either way.
        const fresh = await record.mutate();
        if (fresh && me) sessionStore.update({ name: fresh.cname, position: { ...me.position, cname: fresh.cname, tel: fresh.tel, authnum: fresh.authnum } });
      }
      toast.success('個人資料已更新');
    },
  );

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
              <Form noValidate loading={busy} onSubmit={() => void submit()} className="pw-narrow-form">
                <Form.Input id="me-cname" label="姓名" required value={cname} onChange={(_e, d) => setCname(String(d.value))} error={fieldError(errors.cname)} />
                <Form.Field error={Boolean(errors.tel)}>
                  <label>電話</label>
                  <TelListInput value={tel} onChange={setTel} idPrefix="me-tel" />
                  <FieldErrorLabel message={errors.tel} />
                </Form.Field>
                <Form.Input id="me-authnum" label="識別碼" value={authnum} onChange={(_e, d) => setAuthnum(String(d.value))} error={fieldError(errors.authnum)} />
                <Button type="submit" primary content="儲存" loading={busy} data-testid="me-save" />
              </Form>
            </Segment>
            <Segment>
              <BoundAccounts />
            </Segment>
            <TpcdBinding />
          </>
        ) : null}
      </ListState>
      {changingPassword && me ? <ChangePasswordDialog user={me} onClose={() => setChangingPassword(false)} /> : null}
    </div>
  );
}

