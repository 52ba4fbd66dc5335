/**
 * The side menu's step entries, built from the catalogue with the domain's buildStepMenu, so a newly
 * published definition appears without code: one collapsible group per phase (construction steps by menu
 * group, as the spec's menus list them); groups of the section being shown start open. The project chosen
 * on the page (proj_id) is carried along.
 */
import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Icon, Menu } from 'semantic-ui-react';
import { buildStepMenu, groupStepsByMenuGroup, type StepMenuItem } from '../../../domain/steps/build-step-menu';
import { phaseHasMenuGroup } from '../../../domain/steps/step-phases';
import type { StepCatalogueEntry } from './step-api';
import { sectionOfPath, sectionOfStep, stepPagePath } from './step-sections';
import { useStepCatalogue } from './use-step-catalogue';
import './step-menu.css';

/** One group of the step menu. */
interface StepMenuGroupView {
  key: string;
  label: string;
  steps: StepCatalogueEntry[];
}

/** Phases in process order with B phases replaced by the construction menu groups; steps without a page left out. */
export function buildStepMenuGroups(catalogue: readonly StepCatalogueEntry[]): StepMenuGroupView[] {
  const byId = new Map(catalogue.map((entry) => [entry.id, entry]));
  const entries = (items: StepMenuItem[]) => items.map((item) => byId.get(item.id)!).filter((entry) => sectionOfStep(entry));
  const source = catalogue.map((entry) => ({ ...entry, menuGroup: entry.menuGroup ?? undefined }));
  const groups: StepMenuGroupView[] = [];
  let constructionAdded = false;
  for (const phase of buildStepMenu(source)) {
    if (phaseHasMenuGroup(phase.phase)) {
      // The construction menu lists every B step by menu group, across B1–B3.
      if (constructionAdded) continue;
      constructionAdded = true;
      const construction = groupStepsByMenuGroup(source.filter((entry) => phaseHasMenuGroup(entry.phase)));
      groups.push(...construction.map((group) => ({ key: group.key, label: group.label, steps: entries(group.items) })));
      continue;
    }
    groups.push({ key: phase.phase, label: `${phase.phase} ${phase.label}`, steps: entries(phase.items) });
  }
  return groups.filter((group) => group.steps.length > 0);
}

/** The step submenu; renders nothing until the catalogue is in or when the user may view no steps. */
export default function StepMenu() {
  const { catalogue } = useStepCatalogue();
  const location = useLocation();
  const [params] = useSearchParams();
  const projId = Number(params.get('proj_id')) || null;
  const currentSection = sectionOfPath(location.pathname)?.key;
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const groups = useMemo(() => buildStepMenuGroups(catalogue ?? []), [catalogue]);
  if (groups.length === 0) return null;
  return (
    <Menu.Item className="pw-step-menu">
      <Menu.Header>應辦事項</Menu.Header>
      <Menu.Menu>
        {groups.map((group) => {
          const open = toggled[group.key] ?? group.steps.some((step) => sectionOfStep(step)?.key === currentSection);
          return (
            <div key={group.key} className="pw-step-menu-group">
              <Menu.Item
                as="button"
                type="button"
                className="pw-step-menu-toggle"
                aria-expanded={open}
                onClick={() => setToggled((t) => ({ ...t, [group.key]: !open }))}
              >
                <Icon name={open ? 'caret down' : 'caret right'} />
                {group.label}
              </Menu.Item>
              {open
                ? group.steps.map((step) => {
                    const to = stepPagePath(step, projId)!;
                    return (
                      <Menu.Item key={step.id} as={Link} to={to} className="pw-step-menu-item" active={location.pathname === to.split('?')[0]}>
                        <span className="pw-step-menu-id">{step.id}</span>
                        {step.title}
                      </Menu.Item>
                    );
                  })
                : null}
            </div>
          );
        })}
      </Menu.Menu>
    </Menu.Item>
  );
}
