/**
 * A section's step list (screen `stepList`): the user's projects, ten per page and searchable by name, with
 * a column per step of the section showing its status; each cell opens that step for that project. The
 * chosen project is kept in the URL (?proj_id=), so the menu and the step pages carry it along. Columns come
 * from the catalogue, so a newly published step appears without code.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { Button, Header, Input, Loader, Message, Pagination, Table } from 'semantic-ui-react';
import { ROUTES } from '../../../domain/access/route-table';
import { compareStepIds } from '../../../domain/steps/compare-step-ids';
import { StepStatusLabel } from '../../../../renderers/step-page/StepStatusLabel';
import { useDocumentTitle } from '../../app/use-document-title';
import { loadStepProjects } from './load-step-projects';
import { sectionOfPath, sectionOfStep, stepPagePath } from './step-sections';
import { useStepCatalogue } from './use-step-catalogue';
import './steps.css';

/** The list page. */
export default function StepListPage() {
  const { pathname } = useLocation();
  const section = sectionOfPath(pathname);
  const title = ROUTES.find((route) => route.path === pathname)?.title ?? '應辦事項';
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const keyword = params.get('keyword') ?? '';
  const projId = Number(params.get('proj_id')) || null;
  const [typed, setTyped] = useState(keyword);
  const { catalogue, error: catalogueError } = useStepCatalogue();
  const steps = useMemo(
    () => (catalogue ?? []).filter((step) => section && sectionOfStep(step)?.key === section.key).sort((a, b) => compareStepIds(a.id, b.id)),
    [catalogue, section],
  );
  const projects = useSWR(['step-projects', page, keyword], () => loadStepProjects(page, keyword), { keepPreviousData: true });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    update({ keyword: typed.trim(), page: null });
  };

  return (
    <div className="pw-step-list" data-testid="step-list">
      <div className="pw-page-header">
        <Header as="h2">{title}</Header>
        <form onSubmit={search} className="pw-step-list-search" role="search">
          <Input
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="搜尋標案名稱或案號"
            aria-label="搜尋標案名稱或案號"
            action={<Button type="submit" icon="search" content="搜尋" />}
          />
        </form>
      </div>
      {catalogueError || projects.error ? <Message negative content="資料載入失敗，請稍後再試。" /> : null}
      {catalogue && steps.length === 0 ? <Message info content="此區沒有您可以檢視的應辦事項。" /> : null}
      {!projects.data || !catalogue ? (
        <Loader active inline="centered" content="載入中…" />
      ) : projects.data.list.length === 0 ? (
        <Message info content={keyword ? `查無符合「${keyword}」的標案。` : '目前沒有您可以檢視的標案。'} data-testid="no-projects" />
      ) : (
        <>
          <div className="pw-step-matrix-scroll">
            <Table celled compact unstackable className="pw-step-matrix">
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell className="pw-matrix-project">標案</Table.HeaderCell>
                  {steps.map((step) => (
                    <Table.HeaderCell key={step.id} className="pw-matrix-step" title={`${step.id} ${step.title}`}>
                      <div className="pw-matrix-step-id">{step.id}</div>
                      <div className="pw-matrix-step-title">{step.title}</div>
                    </Table.HeaderCell>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {projects.data.list.map((project) => {
                  const statuses = projects.data?.statuses[project.proj_id] ?? {};
                  const chosen = project.proj_id === projId;
                  return (
                    <Table.Row key={project.proj_id} active={chosen} data-proj-id={project.proj_id}>
                      <Table.Cell className="pw-matrix-project">
                        <button type="button" className="pw-link-button" aria-pressed={chosen} onClick={() => update({ proj_id: String(project.proj_id) })}>
                          {project.proj_name}
                        </button>
                        <div className="pw-muted pw-matrix-number">{project.proj_number}</div>
                      </Table.Cell>
                      {steps.map((step) => (
                        <Table.Cell key={step.id} textAlign="center" className="pw-matrix-cell">
                          <Link to={stepPagePath(step, project.proj_id)!} aria-label={`${project.proj_name} ${step.id} ${step.title}`}>
                            <StepStatusLabel state={statuses[step.id]} size="tiny" />
                          </Link>
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table>
          </div>
          <div className="pw-step-list-footer">
            <span className="pw-muted">{`共 ${projects.data.total} 件標案`}</span>
            {projects.data.totalPages > 1 ? (
              <Pagination
                activePage={page}
                totalPages={projects.data.totalPages}
                size="small"
                siblingRange={1}
                firstItem={null}
                lastItem={null}
                onPageChange={(_e, data) => update({ page: String(data.activePage) })}
                aria-label="分頁"
              />
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
