/**
 * The signatures of a case: signer, party, certificate and time, and 驗證簽章 — the server checks the CMS
 * again against the trust list and says whether it covers the signed content and whether the record's
 * content is still that content.
 */
import { useState } from 'react';
import { Button, Icon, Message, Table } from 'semantic-ui-react';
import type { SignatureView } from '../../domain/signoff/sign-off-views';
import { STEP_PARTY_LABELS } from '../../domain/steps/decide-step-parties';
import { formatTaipeiTime } from '../../domain/format-taipei-time';
import { verifySignature, type SignatureVerification } from './sign-off-api';

const commonName = (subject: string) => /CN=([^,]+)/.exec(subject)?.[1] ?? subject;

function VerificationResult({ result }: { result: SignatureVerification }) {
  const good = result.valid && result.content_matches_case;
  return (
    <Message size="small" positive={good} negative={!good} data-testid="signature-verification" data-valid={good}>
      <Message.Header>{good ? '簽章有效' : '簽章無法驗證'}</Message.Header>
      <Message.List>
        <Message.Item>{`簽章人：${result.signer}`}</Message.Item>
        <Message.Item>{`憑證：${commonName(result.certificate.subject)}（序號 ${result.certificate.serialNumber}）`}</Message.Item>
        <Message.Item>{`簽發者：${commonName(result.certificate.issuer)}`}</Message.Item>
        <Message.Item>{`有效期間：${formatTaipeiTime(result.certificate.notBefore)} ～ ${formatTaipeiTime(result.certificate.notAfter)}`}</Message.Item>
        {result.signing_time ? <Message.Item>{`簽章時間：${formatTaipeiTime(result.signing_time)}`}</Message.Item> : null}
        {result.reason ? <Message.Item>{`原因：${result.reason}`}</Message.Item> : null}
        <Message.Item>{result.content_matches_case ? '簽章與簽核內容相符' : '簽章與簽核內容不符'}</Message.Item>
        <Message.Item data-testid="signature-content-now">{result.content_matches_now ? '目前內容與簽章時相同' : '目前內容已於簽章後修改'}</Message.Item>
      </Message.List>
    </Message>
  );
}

/** The case's signatures with a 驗證簽章 button each. */
export function SignatureList({ signatures }: { signatures: SignatureView[] }) {
  const [results, setResults] = useState<Record<number, SignatureVerification>>({});
  const [checking, setChecking] = useState<number | null>(null);
  const verify = async (id: number) => {
    setChecking(id);
    try {
      const result = await verifySignature(id);
      setResults((before) => ({ ...before, [id]: result }));
    } catch {
      // The client has shown why.
    } finally {
      setChecking(null);
    }
  };
  return (
    <div className="pw-signatures" data-testid="signature-list">
      <h4 className="pw-signatures-title">
        <Icon name="certificate" />
        簽章紀錄
      </h4>
      <Table compact size="small">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>簽核方</Table.HeaderCell>
            <Table.HeaderCell>簽章人</Table.HeaderCell>
            <Table.HeaderCell>憑證</Table.HeaderCell>
            <Table.HeaderCell>簽章時間</Table.HeaderCell>
            <Table.HeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {signatures.map((s) => (
            <Table.Row key={s.id} data-testid="signature" disabled={s.superseded}>
              <Table.Cell data-label="簽核方">{STEP_PARTY_LABELS[s.party as keyof typeof STEP_PARTY_LABELS] ?? s.party}</Table.Cell>
              <Table.Cell data-label="簽章人">
                {s.signer.cname}
                {s.superseded ? <span className="pw-muted">（已因退回失效）</span> : null}
              </Table.Cell>
              <Table.Cell data-label="憑證">{`${commonName(s.certificate.subject)}／${s.certificate.serialNumber}`}</Table.Cell>
              <Table.Cell data-label="簽章時間">{formatTaipeiTime(s.signing_time ?? s.created_at)}</Table.Cell>
              <Table.Cell data-label="" collapsing>
                <Button type="button" size="mini" basic icon labelPosition="left" loading={checking === s.id} onClick={() => void verify(s.id)} data-testid="verify-signature">
                  <Icon name="check circle outline" />
                  驗證簽章
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      {signatures.map((s) => (results[s.id] ? <VerificationResult key={s.id} result={results[s.id]!} /> : null))}
    </div>
  );
}

