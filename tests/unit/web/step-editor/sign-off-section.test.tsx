// The 簽核 section of the structured editor on B2.19 (施工廠商 → 監造單位 → 機關, each stage named): the
// signing order changed with the move buttons, a stage renamed and its signers widened, the return sent
// back to the submitter — and the definition saved holds exactly that, defaults left out; faults show
// under the field they are about; a single sign-off has one party, and its other stages go with them.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeEditorServer } from './support/fake-editor-server';
import { click, openEditor, type, useFakeEditorServer } from './support/render-editor';

let server: FakeEditorServer;
useFakeEditorServer((installed) => (server = installed));

const section = () => screen.getByTestId('section-$.signOff');
const stage = (party: string) => screen.getByTestId(`sign-off-stage-${party}`);
const order = () => [...section().querySelectorAll('[data-testid^="sign-off-stage-"] strong')].map((el) => el.textContent);
const choose = (el: Element, value: string) => act(() => fireEvent.change(el, { target: { value } }));

/** Saves the draft and returns the signOff the server received. */
async function savedSignOff(): Promise<unknown> {
  click(screen.getByRole('button', { name: '儲存草稿' }));
  await screen.findByText(/已儲存草稿（第 2 版）/);
  return (server.callsTo('STP/Save_Step_Draft')[0]!.body!.definition as { signOff?: unknown }).signOff;
}

describe('the sign-off section', () => {
  it('shows the stages in signing order, changes the order and a stage, and saves just that', async () => {
    await openEditor('B2.19');
    expect(order()).toEqual(['第 1 關・施工廠商', '第 2 關・監造單位', '第 3 關・機關']);
    expect((within(stage('sup')).getByLabelText('關卡名稱') as HTMLInputElement).value).toBe('監造單位審查');
    expect((within(stage('gov')).getByLabelText('可簽章者') as HTMLSelectElement).value).toBe('party');
    expect((within(section()).getByLabelText('退回時') as HTMLSelectElement).value).toBe('previous');

    click(within(stage('gov')).getByRole('button', { name: '上移機關' }));
    expect(order()).toEqual(['第 1 關・施工廠商', '第 2 關・機關', '第 3 關・監造單位']);
    expect((within(stage('gov')).getByRole('button', { name: '上移機關' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(stage('sup')).getByRole('button', { name: '下移監造單位' }) as HTMLButtonElement).disabled).toBe(true);

    type(within(stage('sup')).getByLabelText('關卡名稱'), '監造單位複核');
    choose(within(stage('sup')).getByLabelText('可簽章者'), 'party');
    type(within(stage('gov')).getByLabelText('關卡名稱'), '');
    expect((within(stage('gov')).getByLabelText('關卡名稱') as HTMLInputElement).placeholder).toBe('機關簽章');
    choose(within(section()).getByLabelText('退回時'), 'start');

    expect(await savedSignOff()).toEqual({
      mode: 'multiple',
      parties: ['con', 'gov', 'sup'],
      stages: { con: { name: '廠商請款簽章', signers: 'assigned' }, sup: { name: '監造單位複核' } },
    });
  });

  it('shows faults under the field they are about', async () => {
    await openEditor('B2.19');
    // The agency may no longer see the step: the fault is about the agency's place in the signing order.
    click(screen.getByRole('button', { name: '上移機關' }));
    const permissions = screen.getByTestId('section-$.permissions');
    const agencyView = permissions.querySelector('[data-anchor="$.permissions.parties.view"] .ui.checkbox label')!;
    expect(agencyView.textContent).toBe('機關');
    click(agencyView);
    expect(stage('gov').getAttribute('data-anchor')).toBe('$.signOff.parties[1]');
    expect(stage('gov').querySelector(':scope > .pw-fault-note')?.textContent).toContain('簽核方「機關」必須列在可檢視本步驟的各方');
    click(agencyView);
    expect(stage('gov').querySelector('.pw-fault-note')).toBeNull();

    // A name longer than the schema allows: under the name input, and named in the list in the editor's words.
    type(within(stage('con')).getByLabelText('關卡名稱'), '簽'.repeat(41));
    expect(stage('con').querySelector('[data-anchor="$.signOff.stages.con.name"] .pw-fault-note')?.textContent).toContain('40');
    expect(screen.getByTestId('fault-list').textContent).toContain('簽核・簽核關卡・施工廠商・關卡名稱');
  });

  it('keeps one party in a single sign-off, with its stage and the return', async () => {
    await openEditor('B2.19');
    choose(within(section()).getByLabelText('簽核方式'), 'single');
    expect(order()).toEqual(['第 1 關・施工廠商']);
    expect(within(section()).queryByRole('button', { name: /上移|下移/ })).toBeNull();
    const radios = section().querySelectorAll('[data-anchor="$.signOff.parties"] .ui.radio.checkbox');
    expect(radios).toHaveLength(3);
    expect(await savedSignOff()).toEqual({ mode: 'single', parties: ['con'], stages: { con: { name: '廠商請款簽章', signers: 'assigned' } }, returnTo: 'previous' });
  });
});
