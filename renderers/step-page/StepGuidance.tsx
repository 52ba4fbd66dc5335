/**
 * What a step page tells the user before the form: the legal basis (law, article, link to 全國法規資料庫),
 * the numbered key points, reference links and the planned deadline.
 */
import { Header, Icon, List, Segment } from 'semantic-ui-react';
import type { StepDefinition } from '../../src/domain/steps/step-definition';

/** Legal basis rows as links that open the article. */
export function LegalBasisList({ rows }: { rows: StepDefinition['legalBasis'] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="pw-legal-basis" className="pw-guidance-block">
      <Header as="h3" size="small" id="pw-legal-basis">
        <Icon name="balance scale" />
        法令依據
      </Header>
      <List bulleted>
        {rows.map((row) => (
          <List.Item key={`${row.law}${row.article}`}>
            <a href={row.url} target="_blank" rel="noreferrer noopener">
              {row.law} {row.article}
            </a>
          </List.Item>
        ))}
      </List>
    </section>
  );
}

/** Key points numbered in order. */
export function KeyPointList({ points }: { points: string[] }) {
  return (
    <section aria-labelledby="pw-key-points" className="pw-guidance-block">
      <Header as="h3" size="small" id="pw-key-points">
        <Icon name="tasks" />
        控制重點
      </Header>
      <ol className="pw-key-points">
        {points.map((point, index) => (
          <li key={index}>{point}</li>
        ))}
      </ol>
    </section>
  );
}

/** Reference links (none: a short note). */
export function ReferenceList({ links }: { links: StepDefinition['references'] }) {
  return (
    <section aria-labelledby="pw-references" className="pw-guidance-block">
      <Header as="h3" size="small" id="pw-references">
        <Icon name="linkify" />
        參考資料
      </Header>
      {links.length === 0 ? (
        <p className="pw-muted">無參考資料。</p>
      ) : (
        <List bulleted>
          {links.map((link) => (
            <List.Item key={link.url}>
              <a href={link.url} target="_blank" rel="noreferrer noopener">
                {link.title}
              </a>
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}

/** The whole guidance segment, the deadline first since it is what the user plans by. */
export function StepGuidance({ definition }: { definition: StepDefinition }) {
  return (
    <Segment className="pw-guidance">
      {definition.deadline ? (
        <p className="pw-deadline" data-testid="step-deadline">
          <Icon name="calendar check outline" />
          <strong>預定辦理期限：</strong>
          {definition.deadline.text}
        </p>
      ) : null}
      <div className="pw-guidance-grid">
        <LegalBasisList rows={definition.legalBasis} />
        <ReferenceList links={definition.references} />
      </div>
      <KeyPointList points={definition.keyPoints} />
    </Segment>
  );
}
