/** A searchable project choice for the step page; the choice goes to the URL (?proj_id=) through onChange. */
import { useState } from 'react';
import useSWR from 'swr';
import { Dropdown } from 'semantic-ui-react';
import { loadStepProject, loadStepProjects } from './load-step-projects';

/** Props of ProjectChooser. */
export interface ProjectChooserProps {
  projId: number | null;
  onChange: (projId: number) => void;
  disabled?: boolean;
}

/** The chooser. */
export function ProjectChooser({ projId, onChange, disabled }: ProjectChooserProps) {
  const [keyword, setKeyword] = useState('');
  const found = useSWR(['step-projects', 1, keyword], () => loadStepProjects(1, keyword), { keepPreviousData: true });
  const chosen = useSWR(projId ? ['step-project', projId] : null, () => loadStepProject(projId!));
  const options = (found.data?.list ?? []).map((p) => ({ key: p.proj_id, value: p.proj_id, text: p.proj_name, description: p.proj_number }));
  if (chosen.data && !options.some((o) => o.value === chosen.data!.proj_id)) {
    options.unshift({ key: chosen.data.proj_id, value: chosen.data.proj_id, text: chosen.data.proj_name, description: chosen.data.proj_number });
  }
  return (
    <Dropdown
      className="pw-project-chooser"
      aria-label="選擇標案"
      placeholder="選擇標案"
      search
      selection
      disabled={disabled}
      loading={found.isLoading}
      value={projId ?? ''}
      options={options}
      noResultsMessage="查無標案"
      onSearchChange={(_e, data) => setKeyword(data.searchQuery)}
      onChange={(_e, data) => {
        if (typeof data.value === 'number') onChange(data.value);
      }}
    />
  );
}
