/**
 * Whether the step is signed with a citizen digital certificate (自然人憑證), how, by whom and in which
 * order; each party's stage (its name and who of the party may sign) and where a return (退回) goes.
 */
import { Button, Checkbox } from 'semantic-ui-react';
import { defaultSignOffStageName } from '../../../domain/signoff/plan-sign-off-stages';
import { anchorOf } from '../../../domain/step-editor/fault-anchor';
import {
  SIGN_OFF_PARTIES,
  SIGN_OFF_RETURN_TARGETS,
  SIGN_OFF_SIGNERS,
  moveSignOffParty,
  setSignOff,
  setSignOffReturnTo,
  setSignOffStage,
  toggleSignOffParty,
} from '../../../domain/step-editor/set-sign-off';
import type { SignOff, SignOffStage } from '../../../domain/steps/step-definition';
import { EditorSection, idOf, TextField, type SectionProps } from './editor-parts';
import { AnchoredField, FaultNote, useFaultsAt } from './fault-placement';

type Party = SignOff['parties'][number];

/** The label of a party, or the value itself when a hand-edited draft names no known party. */
function labelOf(party: Party): string {
  return SIGN_OFF_PARTIES.find((p) => p.value === party)?.label ?? String(party);
}

/** A party's stage as the draft holds it (a hand-edited draft may hold anything there). */
function stageOf(signOff: SignOff, party: Party): SignOffStage {
  const stages: unknown = signOff.stages;
  const stage = stages && typeof stages === 'object' ? (stages as Record<string, unknown>)[party] : undefined;
  return stage && typeof stage === 'object' ? (stage as SignOffStage) : {};
}

/** Props of StageRow. */
interface StageRowProps {
  signOff: SignOff;
  index: number;
  replace: SectionProps['replace'];
}

/** One stage: the party, its place in the signing order with buttons to move it, its name and signers. */
function StageRow({ signOff, index, replace }: StageRowProps) {
  const party = signOff.parties[index]!;
  const stage = stageOf(signOff, party);
  const rowAnchor = anchorOf('signOff', 'parties', index);
  const nameAnchor = anchorOf('signOff', 'stages', party, 'name');
  const signersAnchor = anchorOf('signOff', 'stages', party, 'signers');
  const count = signOff.parties.length;
  const faulty = useFaultsAt(rowAnchor).length > 0;
  const title = `第 ${index + 1} 關・${labelOf(party)}`;
  return (
    <div className={`pw-sign-off-stage${faulty ? ' pw-faulty' : ''}`} data-anchor={rowAnchor} data-testid={`sign-off-stage-${party}`}>
      <div className="pw-sign-off-stage-head">
        <strong>{title}</strong>
        {count > 1 ? (
          <div className="pw-row-controls">
            <Button type="button" basic size="mini" icon="arrow up" aria-label={`上移${labelOf(party)}`} title="上移（提前簽核）" disabled={index === 0} onClick={() => replace((d) => moveSignOffParty(d, index, -1))} />
            <Button type="button" basic size="mini" icon="arrow down" aria-label={`下移${labelOf(party)}`} title="下移（延後簽核）" disabled={index >= count - 1} onClick={() => replace((d) => moveSignOffParty(d, index, 1))} />
          </div>
        ) : null}
      </div>
      <FaultNote anchor={rowAnchor} />
      <div className="pw-grid pw-grid-2">
        <TextField
          anchor={nameAnchor}
          label="關卡名稱"
          value={stage.name}
          placeholder={defaultSignOffStageName(party)}
          onChange={(name) => replace((d) => setSignOffStage(d, party, { name }))}
        />
        <AnchoredField anchor={signersAnchor} label="可簽章者" htmlFor={idOf(signersAnchor)}>
          <select id={idOf(signersAnchor)} value={stage.signers ?? 'party'} onChange={(e) => replace((d) => setSignOffStage(d, party, { signers: e.target.value as NonNullable<SignOffStage['signers']> }))}>
            {SIGN_OFF_SIGNERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </AnchoredField>
      </div>
    </div>
  );
}

/** The sign-off section. */
export function SignOffSection({ definition, replace }: SectionProps) {
  const modeAnchor = anchorOf('signOff', 'mode');
  const returnAnchor = anchorOf('signOff', 'returnTo');
  const signOff = definition.signOff;
  const parties = signOff?.parties ?? [];
  const single = signOff?.mode === 'single';
  return (
    <EditorSection anchor={anchorOf('signOff')} title="簽核" hint={signOff ? '各方依下列順序逐關簽章；第一關在最上面。' : undefined}>
      <div className="pw-grid pw-grid-2">
        <AnchoredField anchor={modeAnchor} label="簽核方式" htmlFor={idOf(modeAnchor)}>
          <select
            id={idOf(modeAnchor)}
            value={signOff?.mode ?? ''}
            onChange={(e) => replace((d) => setSignOff(d, (e.target.value || null) as SignOff['mode'] | null, parties.length ? parties : ['gov']))}
          >
            <option value="">不需簽核</option>
            <option value="single">單一簽核（一方簽章即完成）</option>
            <option value="multiple">多方簽核（所列各方依序簽章）</option>
          </select>
        </AnchoredField>
        {signOff ? (
          <AnchoredField anchor={returnAnchor} label="退回時" htmlFor={idOf(returnAnchor)}>
            <select
              id={idOf(returnAnchor)}
              value={signOff.returnTo ?? 'start'}
              onChange={(e) => replace((d) => setSignOffReturnTo(d, e.target.value as NonNullable<SignOff['returnTo']>))}
            >
              {SIGN_OFF_RETURN_TARGETS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </AnchoredField>
        ) : null}
        {signOff ? (
          <AnchoredField anchor={anchorOf('signOff', 'parties')} label={single ? '簽核方（擇一）' : '簽核方'} className="pw-span-2">
            <div className="pw-inline-checks">
              {SIGN_OFF_PARTIES.map((party) => (
                <Checkbox
                  key={party.value}
                  id={idOf(anchorOf('signOff', 'parties', party.value))}
                  radio={single}
                  label={party.label}
                  checked={parties.includes(party.value)}
                  onChange={(_e, data) => replace((d) => toggleSignOffParty(d, party.value, Boolean(data.checked)))}
                />
              ))}
            </div>
          </AnchoredField>
        ) : null}
      </div>
      {signOff && parties.length > 0 ? (
        <div className="pw-sign-off-stages" data-testid="sign-off-stages">
          {parties.map((party, index) => (
            <StageRow key={party} signOff={signOff} index={index} replace={replace} />
          ))}
        </div>
      ) : null}
    </EditorSection>
  );
}
