/**
 * Adding or editing a user. Agency users (Add_User) get an initial password; company users (Add_SUP_EMAIL)
 * are mailed a link to set their own. The rules are those of src/domain/admin/check-user-form, so messages
 * appear under the fields before anything is sent; the server's field messages are shown the same way.
 */
import { useState } from 'react';
import useSWR from 'swr';
import { Checkbox, Dropdown, Form, Message } from 'semantic-ui-react';
import { ACTIVATION_MAIL_FAILED_MESSAGE } from '../../../../domain/admin/activation-mail-messages';
import type { Basefrom, JobTitleRecord, UserRecord } from '../../../../domain/admin/admin-records';
import { checkUserForm } from '../../../../domain/admin/check-user-form';
import { USER_DEFAULTS } from '../../../../domain/admin/list-defaults';
import { requiredMessage } from '../../../../domain/form-messages';
import { api, swrFetcher, type ApiEnvelope } from '../../../api/client';
import { FieldErrorLabel } from '../../../shared/FieldErrorLabel';
import { fieldError } from '../../../shared/field-error';
import { FormDialog } from '../../../shared/FormDialog';
import { RocDatePicker } from '../../../shared/RocDatePicker';
import { toast } from '../../../shared/toast';
import { useCheckedSubmit } from '../../../shared/use-checked-submit';
import { DepartmentSelect } from '../shared/DepartmentSelect';
import { TelListInput } from '../shared/TelListInput';
import { outsideAgencies, type FlatDepartment } from '../shared/use-department-tree';
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

/** Adds a company user and tells whether the set-password mail went out, in the server's words. */
async function addCompanyUser(body: object): Promise<UserRecord> {
  const answer = await api.post<ApiEnvelope<UserRecord>>('Member/Add_SUP_EMAIL', body, { raw: true });
  if (answer.message === ACTIVATION_MAIL_FAILED_MESSAGE) toast.warning(answer.message, { duration: 0 });
  else toast.success(answer.message ?? '新增成功');
  return answer.data!;
}

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

  const titles = useSWR<JobTitleRecord[]>(depId ? ['Group/Search_Department_Sub', { dep_id: depId }] : null, swrFetcher);
  const groups = useChainGroups(depId);
  const mode = !adding ? 'edit' : origin === 'GOV' ? 'addGov' : 'addPub';
  const title = `${adding ? '新增' : '編輯'}${origin === 'GOV' ? '機關' : '廠商'}使用者`;
  const telList = tel.map((t) => t.trim()).filter(Boolean);

  const { errors, setErrors, busy, submit } = useCheckedSubmit(
    () => ({
      ...checkUserForm(
        { account, authword, check_authword: checkAuthword, cname, ename, email, authnum, tel: telList, dac_id: dacId, basefrom: origin, dateline: dateline ?? undefined },
        mode,
      ),
      ...(depId ? {} : { dep_id: requiredMessage('change') }),
    }),
    async () => {
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
      let saved: UserRecord;
      if (!adding) {
        saved = await api.patch<UserRecord>('Member/Edit_User', { ...body, id: user.id });
        toast.success('修改成功');
      } else if (origin === 'GOV') {
        saved = await api.post<UserRecord>('Member/Add_User', { ...body, authword });
        toast.success('新增成功');
      } else {
        saved = await addCompanyUser(body);
      }
      onSaved(saved);
    },
  );

  // A field's message goes once the user changes that field.
  const clear = (field: string) => {
    if (errors[field]) setErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => k !== field)));
  };

  const titleOptions = (titles.data ?? []).map((t) => ({ key: t.id, value: t.id, text: t.preview_name }));
  const groupOptions = (groups.data ?? []).map((g) => ({ key: g.group_id, value: g.group_id, text: `${g.group_name}（${g.depname}）` }));
  // A company account belongs in a company unit; an agency account may sit anywhere (supervisors work in firms).
  const depFilter = origin === 'PUB' ? outsideAgencies(flat) : undefined;

  return (
    <FormDialog title={title} testId="user-form" busy={busy} onClose={onClose} onSubmit={() => void submit()} closeOnDimmerClick={false} scrolling>
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
        <FieldErrorLabel message={errors.dep_id} />
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
          <FieldErrorLabel message={errors.dac_id} />
        </Form.Field>
        <Form.Input id="user-job-name" label="職務名稱" placeholder="預設同職稱" value={jobName} onChange={(_e, d) => setJobName(String(d.value))} />
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
        <FieldErrorLabel message={errors.tel} />
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
    </FormDialog>
  );
}
