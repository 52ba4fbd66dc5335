/** The steps the signed-in user may view (STP/Get_Step_Catalogue), shared by the menu and the step pages. */
import useSWR from 'swr';
import { swrFetcher } from '../../api/client';
import { CATALOGUE_KEY, type StepCatalogueEntry } from './step-api';

/** The catalogue, or undefined while loading; a newly published step appears on the next read. */
export function useStepCatalogue(): { catalogue: StepCatalogueEntry[] | undefined; error: unknown } {
  const { data, error } = useSWR<StepCatalogueEntry[]>(CATALOGUE_KEY, swrFetcher, { revalidateOnFocus: false, dedupingInterval: 60_000 });
  return { catalogue: data, error };
}

/** Step id → title over the catalogue, for naming steps in messages and dialogs. */
export function titlesOfCatalogue(catalogue: readonly StepCatalogueEntry[] | undefined): Record<string, string> {
  return Object.fromEntries((catalogue ?? []).map((entry) => [entry.id, entry.title]));
}
