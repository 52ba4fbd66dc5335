/** What the step page tells users before the form: legal basis rows, numbered key points and reference links. */
import { createLegalBasisRow, createReferenceLink, suggestArticleUrl } from '../../../domain/step-editor/create-list-items';
import { KNOWN_LAW_PCODES } from '../../../domain/steps/check-legal-basis';
import type { LegalBasisRow } from '../../../domain/steps/step-definition';
import { anchorOf } from '../../../domain/step-editor/fault-anchor';
import { TextField, type SectionProps } from './editor-parts';
import { EditorListSection } from './EditorListSection';

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
  return (
    <EditorListSection
      definition={definition}
      edit={edit}
      list="legalBasis"
      title="法令依據"
      hint="連結為全國法規資料庫的條文網址，條號須與網址的 flno 相同（第58條之1 → flno=58-1）；常用法規填好名稱與條文即自動產生連結。"
      addLabel="新增法令依據"
      create={createLegalBasisRow}
      emptyText="尚無法令依據。"
      rowName={(index) => `第 ${index + 1} 列法令依據`}
    >
      {(row, index) => (
        <div className="pw-grid pw-grid-legal">
          <TextField anchor={anchorOf('legalBasis', index, 'law')} label="法規名稱" value={row.law} onChange={(v) => edit((d) => void (d.legalBasis[index] = withArticle(d.legalBasis[index]!, { law: v })))} />
          <TextField anchor={anchorOf('legalBasis', index, 'article')} label="條文" placeholder="第46條" value={row.article} onChange={(v) => edit((d) => void (d.legalBasis[index] = withArticle(d.legalBasis[index]!, { article: v })))} />
          <TextField anchor={anchorOf('legalBasis', index, 'url')} label="連結" inputMode="url" value={row.url} onChange={(v) => edit((d) => void (d.legalBasis[index]!.url = v))} />
        </div>
      )}
    </EditorListSection>
  );
}

/** The key points, numbered as the step page numbers them. */
export function KeyPointsSection({ definition, edit }: SectionProps) {
  return (
    <EditorListSection
      definition={definition}
      edit={edit}
      list="keyPoints"
      title="控制重點"
      hint="至少一點；以完整句子說明承辦人必須確認的事項，並註明條文。"
      addLabel="新增控制重點"
      create={() => ''}
      rowName={(index) => `第 ${index + 1} 點控制重點`}
    >
      {(point, index) => (
        <TextField anchor={anchorOf('keyPoints', index)} label={`第 ${index + 1} 點`} multiline value={point} onChange={(v) => edit((d) => void (d.keyPoints[index] = v))} className="pw-grow" />
      )}
    </EditorListSection>
  );
}

/** The reference links (manuals, error patterns, templates). */
export function ReferencesSection({ definition, edit }: SectionProps) {
  return (
    <EditorListSection
      definition={definition}
      edit={edit}
      list="references"
      title="參考連結"
      addLabel="新增參考連結"
      create={createReferenceLink}
      emptyText="尚無參考連結。"
      rowName={(index) => `第 ${index + 1} 個參考連結`}
    >
      {(link, index) => (
        <div className="pw-grid pw-grid-2">
          <TextField anchor={anchorOf('references', index, 'title')} label="顯示文字" value={link.title} onChange={(v) => edit((d) => void (d.references[index]!.title = v))} />
          <TextField anchor={anchorOf('references', index, 'url')} label="網址" inputMode="url" value={link.url} onChange={(v) => edit((d) => void (d.references[index]!.url = v))} />
        </div>
      )}
    </EditorListSection>
  );
}
