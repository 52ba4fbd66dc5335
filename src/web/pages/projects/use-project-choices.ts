/** The choice lists of the project form: plans, the chosen plan's engineering items and the undertakers. */
import type { EngineeringItemRecord } from '../../../domain/projects/project-records';
import { rocYear } from './shared/format';
import { usePost } from '../../shared/use-post';

interface PlanChoice {
  id: number;
  name: string;
  year: number;
}
interface PersonChoice {
  id: number;
  cname: string;
  depname: string | null;
}

/** Dropdown options of the form; `planId` picks whose engineering items are offered. */
export function useProjectChoices(planId: number) {
  const plans = usePost<PlanChoice[]>('BGC/Search_BGC_PLAN_ITEMS', {});
  const items = usePost<EngineeringItemRecord[]>('BGC/Search_BGC_ENGINEERING_ITEMS', planId ? { plan_id: planId } : null);
  const people = usePost<PersonChoice[]>('BGC/Get_PROJECT_Undertaker', {});
  return {
    plans: (plans.data ?? []).map((p) => ({ key: p.id, value: p.id, text: `${p.name}（${rocYear(p.year)}）` })),
    items: items.data ?? [],
    undertakers: (people.data ?? []).map((p) => ({ key: p.id, value: p.id, text: p.cname, description: p.depname ?? '' })),
    loading: plans.isLoading || people.isLoading,
  };
}
