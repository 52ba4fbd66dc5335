/**
 * Who a member is on a project as far as signing goes: the parties they play (agency tree or assignment)
 * and the parties of their live assignments, for the stage rule in the domain (explainSignerRefusal).
 */
import type { SignerStanding } from '../../../domain/signoff/decide-sign-off-step';
import type { SignOffParty } from '../../../domain/signoff/plan-sign-off-stages';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findProjectParties, partiesOfIdentities } from '../steps/assert-step-party';

const SIGNING_PARTIES: readonly string[] = ['con', 'sup', 'gov'];
const signing = (party: string): party is SignOffParty => SIGNING_PARTIES.includes(party);

/** The caller's standing on the project; refuses (as assertProjectAccess does) a caller who may not view it. */
export async function findSignerStanding(ctx: ServerContext, caller: Caller, projId: number): Promise<SignerStanding> {
  const { assignedAs, parties } = await findProjectParties(ctx, caller, projId, 'view');
  return { memberId: caller.id, parties: parties.filter(signing), assignedParties: partiesOfIdentities(assignedAs).filter(signing) };
}
