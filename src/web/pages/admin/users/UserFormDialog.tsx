/**
 * Adding or editing a user. Agency users (Add_User) get an initial password; company users (Add_SUP_EMAIL)
 * are mailed a link to set their own. The rules are those of src/domain/admin/check-user-form, so messages
 * appear under the fields before anything is sent; the server's field messages are shown the same way.
 */
import { useState } from 'react';
import useSWR from 'swr';
import { Button, Checkbox, Dropdown, Form, Message, Modal } from 'semantic-ui-react';
import type { Basefrom, JobTitleRecord, UserRecord } from '../../../../domain/admin/admin-records';
import { checkUserForm, type UserFormErrors } from '../../../../domain/admin/check-user-form';
import { USER_DEFAULTS } from '../../../../domain/admin/list-defaults';
import { requiredMessage } from '../../../../domain/form-messages';
import { api, swrFetcher } from '../../../api/client';
import { RocDatePicker } from '../../../shared/RocDatePicker';
import { toast } from '../../../shared/toast';
import { DepartmentSelect } from '../shared/DepartmentSelect';
import { fieldError, serverFieldErrors } from '../../../shared/field-error';
import { TelListInput } from '../shared/TelListInput';
import type { FlatDepartment } from '../shared/use-department-tree';
import { useChainGroups } from './use-chain-groups';

/** Props of UserFormDialog. */
export interface UserFormDialogProps {
  origin: Basefrom;
  /** The user to edit; absent to add one. */
  user?: UserRecord;
  defaultDepId: number | null;
  flat: FlatDepartment[];
  onClose: () => void;
  onSaved: (user: UserRecord) => void;
}

type Errors = UserFormErrors & { dep_id?: string; group_ids?: string; job_name?: string };

/** The dialog. */
export function UserFormDialog({ origin, user, defaultDepId, flat, onClose, onSaved }: UserFormDialogProps) {
  const adding = !user;
  const [account, setAccount] = useState(user?.account ?? '');
  const [authword, setAuthword] = useState('');
  const [checkAuthword, setCheckAuthword] = useState('');
  const [cname, setCname] = useState(user?.cname ?? '');
  const [ename, setEname] = useState(user?.ename && user.ename !== USER_DEFAULTS.ename ? user.ename : '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [authnum, setAuthnum] = useState(user?.authnum ?? '');
  const [tel, setTel] = useState<string[]>(user?.tel ?? []);
  const [depId, setDepId] = useState<number | null>(user?.dep_id ?? defaultDepId);
  const [dacId, setDacId] = useState<number | null>(user?.dac_id ?? null);
  const [groupIds, setGroupIds] = useState<number[]>(user?.groups.map((g) => g.group_id) ?? []);
  const [dateline, setDateline] = useState<string | null>(user?.dateline ?? USER_DEFAULTS.dateline);
  const [jobName, setJobName] = useState(user?.job_name ?? '');
  const [supervise, setSupervise] = useState(user?.supervise === '1');
  const [accountSso, setAccountSso] = useState(user?.account_sso ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  // A field's message goes once the user changes that field.
  const clear = (field: keyof Errors) => setErrors((old) => (old[field] ? { ...old, [field]: undefined } : old));

  const titles = useSWR<JobTitleRecord[]>(depId ? ['Group/Search_Department_Sub', { dep_id: depId }] : null, swrFetcher);
  const groups = useChainGroups(depId);
  const mode = !adding ? 'edit' : origin === 'GOV' ? 'addGov' : 'addPub';
  const title = `${adding ? '新增' : '編輯'}${origin === 'GOV' ? '機關' : '廠商'}使用者`;

  const save = async () => {
    const telList = tel.map((t) => t.trim()).filter(Boolean);
    const next: Errors = checkUserForm(
      { account, authword, check_authword: checkAuthword, cname, ename, email, authnum, tel: telList, dac_id: dacId, basefrom: origin, dateline: dateline ?? undefined },
      mode,
    );
    if (!depId) next.dep_id = requiredMessage('change');
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const body = {
      account: account.trim(),
      cname: cname.trim(),
      ename: ename.trim() || USER_DEFAULTS.ename,
      email: email.trim(),
      authnum: authnum.trim(),
      // The spec sends the list as JSON text.
      tel: JSON.stringify(telList),
      dep_id: depId,
      dac_id: dacId,
      basefrom: origin,
      dateline: dateline ?? USER_DEFAULTS.dateline,
      job_name: jobName.trim(),
      supervise: supervise ? '1' : '0',
      account_sso: accountSso.trim() || null,
      group_ids: groupIds,
    };
    setBusy(true);
    try {
      let saved: UserRecord;
      if (!adding) saved = await api.patch<UserRecord>('Member/Edit_User', { ...body, id: user.id });
      else if (origin === 'GOV') saved = await api.post<UserRecord>('Member/Add_User', { ...body, authword });
      else saved = await api.post<UserRecord>('Member/Add_SUP_EMAIL', body);
      toast.success(adding ? (origin === 'PUB' ? '新增成功，已寄送帳號開通信' : '新增成功') : '修改成功');
      onSaved(saved);
    } catch (e) {
      setErrors((old) => ({ ...old, ...serverFieldErrors(e) }));
    } finally {
      setBusy(false);
    }
  };

  const titleOptions = (titles.data ?? []).map((t) => ({ key: t.id, value: t.id, text: t.preview_name }));
  const groupOptions = (groups.data ?? []).map((g) => ({ key: g.group_id, value: g.group_id, text: `${g.group_name}（${g.depname}）` }));
  // A company account belongs in a company unit; an agency account may sit anywhere (supervisors work in firms).
  const depFilter = origin === 'PUB' ? (d: FlatDepartment) => flat.find((x) => x.node.id === d.rootId)?.node.deptype !== '4' : undefined;

  return (
    <Modal open size="small" onClose={onClose} closeOnDimmerClick={false} data-testid="user-form-dialog">
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content scrolling>
        <Form noValidate loading={busy} onSubmit={save}>
          <Form.Group widths="equal">
            <Form.Input id="user-account" label="帳號" required value={account} onChange={(_e, d) => {
                setAccount(String(d.value));
                clear('account');
              }} error={fieldError(errors.account)} />
            <Form.Input id="user-cname" label="姓名" required value={cname} onChange={(_e, d) => {
                setCname(String(d.value));
                clear('cname');
              }} error={fieldError(errors.cname)} />
          </Form.Group>
          {mode === 'addGov' ? (
            <Form.Group widths="equal">
              <Form.Input id="user-authword" label="初始密碼" type="password" required autoComplete="new-password" value={authword} onChange={(_e, d) => {
                setAuthword(String(d.value));
                clear('authword');
              }} error={fieldError(errors.authword)} />
              <Form.Input id="user-check-authword" label="確認密碼" type="password" required autoComplete="new-password" value={checkAuthword} onChange={(_e, d) => setCheckAuthword(String(d.value))} />
            </Form.Group>
          ) : null}
          {mode === 'addPub' ? <Message info size="small" content="廠商帳號建立後，系統會寄送設定密碼的連結至下方電子信箱（7 天內有效）。" /> : null}
          <Form.Group widths="equal">
            <Form.Input id="user-email" label="電子信箱" required type="email" value={email} onChange={(_e, d) => {
                setEmail(String(d.value));
                clear('email');
              }} error={fieldError(errors.email)} />
            <Form.Input id="user-ename" label="英文姓名" value={ename} placeholder="N/A" onChange={(_e, d) => {
                setEname(String(d.value));
                clear('ename');
              }} error={fieldError(errors.ename)} />
          </Form.Group>
          <Form.Field required error={Boolean(errors.dep_id)}>
            <label htmlFor="user-dep">部門</label>
            <DepartmentSelect
              id="user-dep"
              flat={flat}
              filter={depFilter}
              value={depId}
              error={Boolean(errors.dep_id)}
              onChange={(id) => {
                setDepId(id);
                clear('dep_id');
                setDacId(null);
                setGroupIds([]);
              }}
            />
            {errors.dep_id ? <div className="ui pointing above prompt label" role="alert">{errors.dep_id}</div> : null}
          </Form.Field>
          <Form.Group widths="equal">
            <Form.Field required error={Boolean(errors.dac_id)}>
              <label htmlFor="user-dac">職稱</label>
              <Dropdown
                id="user-dac"
                selection
                fluid
                loading={titles.isLoading}
                placeholder={depId ? (titleOptions.length ? '請選擇職稱' : '此部門尚無職稱') : '請先選擇部門'}
                options={titleOptions}
                value={dacId ?? ''}
                onChange={(_e, d) => {
                  setDacId(d.value === '' ? null : Number(d.value));
                  clear('dac_id');
                }}
              />
              {errors.dac_id ? <div className="ui pointing above prompt label" role="alert">{errors.dac_id}</div> : null}
            </Form.Field>
            <Form.Input id="user-job-name" label="職務名稱" placeholder="預設同職稱" value={jobName} onChange={(_e, d) => {
                setJobName(String(d.value));
                clear('job_name');
              }} />
          </Form.Group>
          <Form.Field>
            <label htmlFor="user-groups">群組</label>
            <Dropdown
              id="user-groups"
              selection
              multiple
              search
              fluid
              loading={groups.isLoading}
              placeholder={depId ? '可複選' : '請先選擇部門'}
              noResultsMessage="此部門及上層部門尚無群組"
              options={groupOptions}
              value={groupIds}
              onChange={(_e, d) => setGroupIds((d.value as number[]).map(Number))}
            />
          </Form.Field>
          <Form.Group widths="equal">
            <Form.Input id="user-authnum" label="識別碼" value={authnum} onChange={(_e, d) => {
                setAuthnum(String(d.value));
                clear('authnum');
              }} error={fieldError(errors.authnum)} />
            <Form.Field error={Boolean(errors.dateline)}>
              <label htmlFor="user-dateline">使用期限</label>
              <RocDatePicker
                id="user-dateline"
                value={dateline}
                onChange={(v) => {
                  setDateline(v);
                  clear('dateline');
                }}
                error={errors.dateline}
              />
            </Form.Field>
          </Form.Group>
          <Form.Field error={Boolean(errors.tel)}>
            <label>電話</label>
            <TelListInput
              value={tel}
              onChange={(v) => {
                setTel(v);
                clear('tel');
              }}
              idPrefix="user-tel"
            />
            {errors.tel ? <div className="ui pointing above prompt label" role="alert">{errors.tel}</div> : null}
          </Form.Field>
          <Form.Group widths="equal">
            <Form.Input id="user-sso" label="帳號綁定識別碼" placeholder="同一人的多個帳號填相同識別碼即可互相切換" value={accountSso} onChange={(_e, d) => setAccountSso(String(d.value))} />
            {origin === 'GOV' ? (
              <Form.Field>
                <label>&nbsp;</label>
                <Checkbox label="監造人員" checked={supervise} onChange={(_e, d) => setSupervise(Boolean(d.checked))} />
              </Form.Field>
            ) : null}
          </Form.Group>
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button basic content="取消" onClick={onClose} />
        <Button primary content="儲存" loading={busy} onClick={save} data-testid="user-form-save" />
      </Modal.Actions>
    </Modal>
  );
}
