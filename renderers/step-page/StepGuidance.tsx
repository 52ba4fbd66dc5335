/**
 * What a step page tells the user before the form: the legal basis (law, article, link to 全國法規資料庫),
 * the numbered key points, reference links and the planned deadline.
 */
import type { ReactNode } from 'react';
import { Header, Icon, List, Segment, type SemanticICONS } from 'semantic-ui-react';
import type { StepDefinition } from '../../src/domain/steps/step-definition';

/** One titled block of the guidance, labelled by its heading. */
function GuidanceBlock({ id, icon, title, children }: { id: string; icon: SemanticICONS; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="pw-guidance-block">
      <Header as="h3" size="small" id={id}>
        <Icon name={icon} />
        {title}
      </Header>
      {children}
    </section>
  );
}

/** Links that open in a new tab (the article of a law, a manual). */
function ExternalLinks({ links }: { links: { key: string; url: string; text: string }[] }) {
  return (
    <List bulleted>
      {links.map((link) => (
        <List.Item key={link.key}>
          <a href={link.url} target="_blank" rel="noreferrer noopener">
            {link.text}
          </a>
        </List.Item>
      ))}
    </List>
  );
}

/** Legal basis rows as links that open the article. */
export function LegalBasisList({ rows }: { rows: StepDefinition['legalBasis'] }) {
  if (rows.length === 0) return null;
  return (
    <GuidanceBlock id="pw-legal-basis" icon="balance scale" title="法令依據">
      <ExternalLinks links={rows.map((row) => ({ key: `${row.law}${row.article}`, url: row.url, text: `${row.law} ${row.article}` }))} />
    </GuidanceBlock>
  );
}

/** Key points numbered in order. */
export function KeyPointList({ points }: { points: string[] }) {
  return (
    <GuidanceBlock id="pw-key-points" icon="tasks" title="控制重點">
      <ol className="pw-key-points">
        {points.map((point, index) => (
          <li key={index}>{point}</li>
        ))}
      </ol>
    </GuidanceBlock>
  );
}

/** Reference links (none: a short note). */
export function ReferenceList({ links }: { links: StepDefinition['references'] }) {
  return (
    <GuidanceBlock id="pw-references" icon="linkify" title="參考資料">
      {links.length === 0 ? <p className="pw-muted">無參考資料。</p> : <ExternalLinks links={links.map((link) => ({ key: link.url, url: link.url, text: link.title }))} />}
    </GuidanceBlock>
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
