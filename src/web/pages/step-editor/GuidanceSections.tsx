/** What the step page tells users before the form: legal basis rows, numbered key points and reference links. */
import { Button } from 'semantic-ui-react';
import { createLegalBasisRow, createReferenceLink, moveListItem, suggestArticleUrl } from '../../../domain/step-editor/create-list-items';
import { KNOWN_LAW_PCODES } from '../../../domain/steps/check-legal-basis';
import type { LegalBasisRow } from '../../../domain/steps/step-definition';
import { anchorOf } from '../../../domain/step-editor/fault-anchor';
import { EditorSection, RowControls, TextField, type SectionProps } from './editor-parts';

/**
 * A row with its law or article changed; a link that was empty or followed the two before follows them
 * still, so the usual case needs no typing of URLs.
 */
function withArticle(row: LegalBasisRow, change: Partial<Pick<LegalBasisRow, 'law' | 'article'>>): LegalBasisRow {
  const next = { ...row, ...change };
  const before = suggestArticleUrl(row.law, row.article, KNOWN_LAW_PCODES);
  const following = !row.url || row.url === before || /[?&]flno=$/.test(row.url);
  const after = suggestArticleUrl(next.law, next.article, KNOWN_LAW_PCODES);
  return following && after ? { ...next, url: after } : next;
}

/** The legal-basis rows (law, article, link to 全國法規資料庫). */
export function LegalBasisSection({ definition, edit }: SectionProps) {
  const rows = definition.legalBasis;
  return (
    <EditorSection
      anchor={anchorOf('legalBasis')}
      title="法令依據"
      hint="連結為全國法規資料庫的條文網址，條號須與網址的 flno 相同（第58條之1 → flno=58-1）；常用法規填好名稱與條文即自動產生連結。"
      actions={<Button type="button" size="small" icon="plus" content="新增法令依據" onClick={() => edit((d) => void d.legalBasis.push(createLegalBasisRow()))} />}
    >
      {rows.length === 0 ? <p className="pw-muted">尚無法令依據。</p> : null}
      {rows.map((row, index) => (
        <div key={index} className="pw-list-row" data-anchor={anchorOf('legalBasis', index)}>
          <div className="pw-grid pw-grid-legal">
            <TextField anchor={anchorOf('legalBasis', index, 'law')} label="法規名稱" value={row.law} onChange={(v) => edit((d) => void (d.legalBasis[index] = withArticle(d.legalBasis[index]!, { law: v })))} />
            <TextField anchor={anchorOf('legalBasis', index, 'article')} label="條文" placeholder="第46條" value={row.article} onChange={(v) => edit((d) => void (d.legalBasis[index] = withArticle(d.legalBasis[index]!, { article: v })))} />
            <TextField anchor={anchorOf('legalBasis', index, 'url')} label="連結" inputMode="url" value={row.url} onChange={(v) => edit((d) => void (d.legalBasis[index]!.url = v))} />
          </div>
          <RowControls
            name={`第 ${index + 1} 列法令依據`}
            index={index}
            count={rows.length}
            onMove={(offset) => edit((d) => void (d.legalBasis = moveListItem(d.legalBasis, index, offset)))}
            onRemove={() => edit((d) => void d.legalBasis.splice(index, 1))}
          />
        </div>
      ))}
    </EditorSection>
  );
}

/** The key points, numbered as the step page numbers them. */
export function KeyPointsSection({ definition, edit }: SectionProps) {
  const points = definition.keyPoints;
  return (
    <EditorSection
      anchor={anchorOf('keyPoints')}
      title="控制重點"
      hint="至少一點；以完整句子說明承辦人必須確認的事項，並註明條文。"
      actions={<Button type="button" size="small" icon="plus" content="新增控制重點" onClick={() => edit((d) => void d.keyPoints.push(''))} />}
    >
      {points.map((point, index) => (
        <div key={index} className="pw-list-row">
          <TextField
            anchor={anchorOf('keyPoints', index)}
            label={`第 ${index + 1} 點`}
            multiline
            value={point}
            onChange={(v) => edit((d) => void (d.keyPoints[index] = v))}
            className="pw-grow"
          />
          <RowControls
            name={`第 ${index + 1} 點控制重點`}
            index={index}
            count={points.length}
            onMove={(offset) => edit((d) => void (d.keyPoints = moveListItem(d.keyPoints, index, offset)))}
            onRemove={() => edit((d) => void d.keyPoints.splice(index, 1))}
          />
        </div>
      ))}
    </EditorSection>
  );
}

/** The reference links (manuals, error patterns, templates). */
export function ReferencesSection({ definition, edit }: SectionProps) {
  const links = definition.references;
  return (
    <EditorSection
      anchor={anchorOf('references')}
      title="參考連結"
      actions={<Button type="button" size="small" icon="plus" content="新增參考連結" onClick={() => edit((d) => void d.references.push(createReferenceLink()))} />}
    >
      {links.length === 0 ? <p className="pw-muted">尚無參考連結。</p> : null}
      {links.map((link, index) => (
        <div key={index} className="pw-list-row" data-anchor={anchorOf('references', index)}>
          <div className="pw-grid pw-grid-2">
            <TextField anchor={anchorOf('references', index, 'title')} label="顯示文字" value={link.title} onChange={(v) => edit((d) => void (d.references[index]!.title = v))} />
            <TextField anchor={anchorOf('references', index, 'url')} label="網址" inputMode="url" value={link.url} onChange={(v) => edit((d) => void (d.references[index]!.url = v))} />
          </div>
          <RowControls
            name={`第 ${index + 1} 個參考連結`}
            index={index}
            count={links.length}
            onMove={(offset) => edit((d) => void (d.references = moveListItem(d.references, index, offset)))}
            onRemove={() => edit((d) => void d.references.splice(index, 1))}
          />
        </div>
      ))}
    </EditorSection>
  );
}
