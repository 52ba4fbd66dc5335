// The editor's sign-off operations: the signing order is the parties' order and can be changed, stages
// and returnTo survive changes of mode and parties (only an unticked party's stage goes), a single
// sign-off has one party, and defaults are left out of the definition.
import { describe, expect, it } from 'vitest';
import { describeDefinitionPath } from '../../../../src/domain/step-editor/describe-definition-path';
import { moveSignOffParty, setSignOff, setSignOffReturnTo, setSignOffStage, toggleSignOffParty } from '../../../../src/domain/step-editor/set-sign-off';
import { planSignOffStages } from '../../../../src/domain/signoff/plan-sign-off-stages';
import type { SignOff } from '../../../../src/domain/steps/step-definition';
import { readStep } from './support';

const withSignOff = (signOff: SignOff) => ({ signOff });
const unsigned = (): { signOff?: SignOff } => ({});
const b219 = () => readStep('B2.19');

describe('the signing order', () => {
  it('is the order the parties are given in, not a fixed one', () => {
    expect(setSignOff(unsigned(), 'multiple', ['sup', 'con']).signOff).toEqual({ mode: 'multiple', parties: ['sup', 'con'] });
    expect(setSignOff(unsigned(), 'multiple', ['gov', 'gov', 'con']).signOff?.parties).toEqual(['gov', 'con']);
  });

  it('moves a party up or down, its stage going with it', () => {
    const step = b219();
    const moved = moveSignOffParty(step, 2, -1);
    expect(moved.signOff?.parties).toEqual(['con', 'gov', 'sup']);
    expect(moved.signOff?.stages).toEqual(step.signOff?.stages);
    expect(planSignOffStages(moved.signOff!).map((s) => s.name)).toEqual(['廠商請款簽章', '機關核定', '監造單位審查']);
    expect(moveSignOffParty(step, 0, -1).signOff?.parties).toEqual(['con', 'sup', 'gov']);
    expect(step.signOff?.parties).toEqual(['con', 'sup', 'gov']);
  });

  it('puts a newly ticked party last', () => {
    const b21 = withSignOff({ mode: 'multiple', parties: ['sup'] });
    expect(toggleSignOffParty(b21, 'con', true).signOff?.parties).toEqual(['sup', 'con']);
    expect(toggleSignOffParty(b21, 'sup', true).signOff?.parties).toEqual(['sup']);
  });
});

describe('a change of mode or parties', () => {
  it('keeps the stages and returnTo set in the JSON view', () => {
    const step = b219();
    const { stages, returnTo } = step.signOff!;
    expect(setSignOff(step, 'multiple', ['con', 'sup', 'gov']).signOff).toEqual(step.signOff);
    expect(setSignOff(step, 'multiple', ['gov', 'con', 'sup']).signOff).toEqual({ mode: 'multiple', parties: ['gov', 'con', 'sup'], stages, returnTo });
  });

  it('drops only the stage of a party that is unticked', () => {
    const unticked = toggleSignOffParty(b219(), 'sup', false).signOff;
    expect(unticked).toEqual({
      mode: 'multiple',
      parties: ['con', 'gov'],
      stages: { con: { name: '廠商請款簽章', signers: 'assigned' }, gov: { name: '機關核定' } },
      returnTo: 'previous',
    });
    const last = toggleSignOffParty(withSignOff({ mode: 'multiple', parties: ['con', 'sup'], stages: { sup: { name: '查閱' } } }), 'sup', false).signOff;
    expect(last).toEqual({ mode: 'multiple', parties: ['con'] });
  });

  it('leaves a stage the checker refuses for the administrator to see', () => {
    const orphan = withSignOff({ mode: 'multiple', parties: ['con'], stages: { gov: { name: '機關核定' } } });
    expect(setSignOff(orphan, 'single', ['con']).signOff?.stages).toEqual({ gov: { name: '機關核定' } });
  });

  it('keeps one party, the first in signing order, in a single sign-off', () => {
    const single = setSignOff(b219(), 'single', ['con', 'sup', 'gov']).signOff;
    expect(single).toEqual({ mode: 'single', parties: ['con'], stages: { con: { name: '廠商請款簽章', signers: 'assigned' } }, returnTo: 'previous' });
    const ticked = toggleSignOffParty(withSignOff(single!), 'gov', true).signOff;
    expect(ticked).toEqual({ mode: 'single', parties: ['gov'], returnTo: 'previous' });
  });

  it('removes the whole sign-off when none is wanted, and changes nothing without one', () => {
    expect(setSignOff(b219(), null, [])).not.toHaveProperty('signOff');
    const none = unsigned();
    expect(toggleSignOffParty(none, 'con', true)).toBe(none);
    expect(moveSignOffParty(none, 0, 1)).toBe(none);
    expect(setSignOffStage(none, 'con', { name: 'x' })).toBe(none);
    expect(setSignOffReturnTo(none, 'previous')).toBe(none);
  });
});

describe('a stage and the return', () => {
  it('store a name and assigned signers, and leave defaults out', () => {
    let step = withSignOff({ mode: 'multiple', parties: ['con', 'sup'] });
    step = setSignOffStage(step, 'sup', { name: '監造單位查閱簽章' });
    step = setSignOffStage(step, 'sup', { signers: 'assigned' });
    expect(step.signOff.stages).toEqual({ sup: { name: '監造單位查閱簽章', signers: 'assigned' } });
    step = setSignOffStage(step, 'sup', { name: '  ' });
    expect(step.signOff.stages).toEqual({ sup: { signers: 'assigned' } });
    step = setSignOffStage(step, 'sup', { signers: 'party' });
    expect(step.signOff).toEqual({ mode: 'multiple', parties: ['con', 'sup'] });
  });

  it('store returnTo previous, and remove it for the default start', () => {
    const b21 = readStep('B2.1');
    expect(b21.signOff?.returnTo).toBe('start');
    const previous = setSignOffReturnTo(b21, 'previous');
    expect(previous.signOff?.returnTo).toBe('previous');
    expect(setSignOffReturnTo(previous, 'start').signOff).not.toHaveProperty('returnTo');
    expect(setSignOffReturnTo(previous, 'start').signOff?.stages).toEqual(b21.signOff?.stages);
  });

  it('are named in the words of the editor', () => {
    expect(describeDefinitionPath('$.signOff.stages.con.name')).toBe('簽核・簽核關卡・施工廠商・關卡名稱');
    expect(describeDefinitionPath('$.signOff.returnTo')).toBe('簽核・退回時');
    expect(describeDefinitionPath('$.signOff.parties[1]')).toBe('簽核・簽核方第 2 項');
  });
});
