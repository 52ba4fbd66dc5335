/**
 * 憑證管理 (/systemManage/CertificateManage): the citizen certificates bound to an account — serial, holder,
 * issuer, validity and binding dates in the ROC calendar, 已解除 for ended bindings — with 綁定憑證 (the
 * card signs a challenge through the local signing service) and 解除綁定. Holders of 61 pick another account.
 */
import { useState } from 'react';
import useSWR from 'swr';
import { Button, Form, Header, Label, Message, Table } from 'semantic-ui-react';
import type { CertificateRecord } from '../../../domain/certificates/certificate-record';
import { formatRocDate } from '../../../domain/roc-date';
import { api, swrFetcher } from '../../api/client';
import { useSessionUser } from '../../api/session-store';
import { PinDialog } from '../../signing/PinDialog';
import { confirmDialog } from '../../shared/dialogs';
import { ListState } from '../../shared/ListState';
import { toast } from '../../shared/toast';
import { DepartmentSelect } from '../admin/shared/DepartmentSelect';
import { useDepartmentTree } from '../admin/shared/use-department-tree';
import { usePeopleUnder } from '../admin/groups/use-people-under';
import { bindCardCertificate } from './bind-card-certificate';
import '../admin/admin.css';
import './certificates.css';

const MANAGE_OTHERS = 61;
const CHANGE_OWN = [57, 61];

/** Picks another account (holders of 61): a unit, then a person in it. */
function AccountPicker({ value, onChange }: { value: number | null; onChange: (id: number | null, label: string) => void }) {
  const tree = useDepartmentTree();
  const [depId, setDepId] = useState<number | null>(null);
  const people = usePeopleUnder(depId);
  return (
    <Form className="pw-toolbar" data-testid="certificate-account-picker">
      <div className="pw-toolbar-item">
        <label htmlFor="certificate-department">單位</label>
        <DepartmentSelect id="certificate-department" flat={tree.flat} value={depId} onChange={setDepId} loading={tree.isLoading} clearable />
      </div>
      <div className="pw-toolbar-item">
        <label htmlFor="certificate-account">帳號</label>
        <Form.Dropdown
          id="certificate-account"
          search
          selection
          clearable
          placeholder={depId ? '請選擇帳號' : '請先選擇單位'}
          disabled={!depId}
          loading={people.isLoading}
          value={value ?? ''}
          options={(people.data ?? []).map((p) => ({ key: p.id, value: p.id, text: `${p.cname}（${p.account}）` }))}
          onChange={(_e, d) => {
            const person = (people.data ?? []).find((p) => p.id === d.value);
            onChange(person ? person.id : null, person ? `${person.cname}（${person.account}）` : '');
          }}
        />
      </div>
    </Form>
  );
}

/** The page. */
export default function CertificateManagePage() {
  const user = useSessionUser();
  const codes = user?.preview ?? [];
  const [other, setOther] = useState<{ id: number; label: string } | null>(null);
  const [binding, setBinding] = useState(false);
  const authId = other?.id ?? user?.userID ?? 0;
  const mayChange = other ? codes.includes(MANAGE_OTHERS) : CHANGE_OWN.some((c) => codes.includes(c));
  const list = useSWR<CertificateRecord[]>(authId ? `VA/Get_Member_Certificates/${authId}` : null, swrFetcher);
  const rows = list.data ?? [];
  const whose = other ? other.label : '您';

  const unbind = async (c: CertificateRecord) => {
    const ok = await confirmDialog(`確定要解除「${c.commonName}」的憑證（序號 ${c.serialNumber}）與${whose}帳號的綁定？解除後無法再以此憑證簽核，已完成的簽核仍保留。`, { okText: '解除綁定' });
    if (!ok) return;
    try {
      await api.post('VA/Check_Cert', { cert: c.cert, cf_type: 'unbind', serialNumber: c.serialNumber, auth_id: authId });
      toast.success('已解除憑證綁定');
      await list.mutate();
    } catch {
      // Shown by the client.
    }
  };

  return (
    <div className="pw-admin pw-certificates" data-testid="certificate-manage">
      <div className="pw-page-header">
        <Header as="h2">
          憑證管理
          <Header.Subheader>綁定自然人憑證後，即可在簽核步驟以憑證卡簽章。</Header.Subheader>
        </Header>
        {mayChange && authId !== 0 && <Button primary icon="id card" content="綁定憑證" onClick={() => setBinding(true)} data-testid="bind-certificate" />}
      </div>
      {codes.includes(MANAGE_OTHERS) && (
        <>
          <AccountPicker value={other?.id ?? null} onChange={(id, label) => setOther(id ? { id, label } : null)} />
          <p className="pw-muted" data-testid="certificate-owner">
            目前顯示：{other ? other.label : `${user?.name ?? ''}（本人）`}
          </p>
        </>
      )}
      <ListState
        loading={list.isLoading}
        error={list.error as Error | undefined}
        empty={rows.length === 0}
        emptyText={other ? '此帳號尚未綁定憑證' : '您尚未綁定憑證'}
        emptyDetail={mayChange ? '請將自然人憑證插入讀卡機，按「綁定憑證」並輸入 PIN 碼。' : undefined}
        onRetry={() => void list.mutate()}
      >
        <Table compact celled unstackable={false} data-testid="certificate-table">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>持有人</Table.HeaderCell>
              <Table.HeaderCell>憑證序號</Table.HeaderCell>
              <Table.HeaderCell>簽發單位</Table.HeaderCell>
              <Table.HeaderCell>有效期間</Table.HeaderCell>
              <Table.HeaderCell>綁定日期</Table.HeaderCell>
              <Table.HeaderCell>狀態</Table.HeaderCell>
              {mayChange && <Table.HeaderCell>操作</Table.HeaderCell>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((c) => {
              const expired = new Date(c.notAfter).getTime() < Date.now();
              return (
                <Table.Row key={c.id} negative={c.unbound_at === null && expired} disabled={c.unbound_at !== null} data-testid="certificate-row">
                  <Table.Cell data-label="持有人" className="pw-nowrap">
                    {c.commonName}
                  </Table.Cell>
                  <Table.Cell data-label="憑證序號" className="pw-break pw-mono">
                    {c.serialNumber}
                  </Table.Cell>
                  <Table.Cell data-label="簽發單位" className="pw-break">
                    {c.issuer.match(/CN=([^,]+)/)?.[1] ?? c.issuer}
                  </Table.Cell>
                  <Table.Cell data-label="有效期間">
                    {formatRocDate(new Date(c.notBefore))} ～ {formatRocDate(new Date(c.notAfter))}
                  </Table.Cell>
                  <Table.Cell data-label="綁定日期">
                    {formatRocDate(new Date(c.bound_at))}
                    {c.bound_by && <span className="pw-muted">（{c.bound_by}）</span>}
                  </Table.Cell>
                  <Table.Cell data-label="狀態">
                    {c.unbound_at ? (
                      <Label size="small" content={`已解除（${formatRocDate(new Date(c.unbound_at))}）`} />
                    ) : expired ? (
                      <Label size="small" color="red" content="已過期" />
                    ) : (
                      <Label size="small" color="green" content="使用中" />
                    )}
                  </Table.Cell>
                  {mayChange && (
                    <Table.Cell data-label="操作" className="pw-actions pw-nowrap">
                      {c.unbound_at === null && <Button size="mini" basic color="red" icon="unlink" content="解除綁定" onClick={() => void unbind(c)} />}
                    </Table.Cell>
                  )}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table>
      </ListState>
      {!mayChange && <Message info size="small" content="您可檢視憑證，綁定或解除綁定需要「憑證管理（簽章）」權限。" />}
      {binding && (
        <PinDialog
          title="綁定憑證"
          submitText="綁定"
          description={<p>將讀卡機中的自然人憑證綁定到{other ? `「${other.label}」` : '您的'}帳號。</p>}
          onClose={() => setBinding(false)}
          onSign={async (pin) => {
            await bindCardCertificate(pin, authId);
            setBinding(false);
            toast.success('憑證綁定成功');
            await list.mutate();
          }}
        />
      )}
    </div>
  );
}
