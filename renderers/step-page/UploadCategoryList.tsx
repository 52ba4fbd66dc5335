/**
 * The step's upload categories. The upload widget itself belongs to the upload service's page code; the
 * step page renders a slot per category (`renderUploads`) and, without one, lists what may be uploaded.
 */
import type { ReactNode } from 'react';
import { Header, Icon, Segment, Table } from 'semantic-ui-react';
import type { UploadCategory } from '../../src/domain/steps/step-definition';

/** How one category describes its rules: allowed types, 50 MB, code prefix. */
export function describeUploadRules(category: UploadCategory): string {
  return `${category.accept.map((ext) => ext.toUpperCase()).join('、')}；單檔上限 ${category.maxSizeMB} MB；代碼 ${category.codePrefix}`;
}

/** The default content of a category's slot: its label, rules and required mark. */
export function DefaultUploadCategory({ category }: { category: UploadCategory }) {
  return (
    <div className="pw-upload-category" data-upload={category.key}>
      <div>
        <strong>{category.label}</strong>
        {category.required ? <span className="ui tiny red basic label pw-required-tag">必要</span> : null}
      </div>
      <div className="pw-muted">{describeUploadRules(category)}</div>
      {category.fileTypes?.length ? <div className="pw-muted">{`檔案種類：${category.fileTypes.map((t) => t.label).join('、')}`}</div> : null}
    </div>
  );
}

/** Props of UploadCategoryList. */
export interface UploadCategoryListProps {
  categories: UploadCategory[];
  /** The upload widget for one category; without it the category is only described. */
  renderUploads?: (category: UploadCategory) => ReactNode;
  /** What to say when there is no category (default: the step takes no files). */
  emptyText?: string;
}

/** All categories of the step, or a note when the step takes no files. */
export function UploadCategoryList({ categories, renderUploads, emptyText = '本步驟無需上傳檔案。' }: UploadCategoryListProps) {
  return (
    <Segment className="pw-uploads">
      <Header as="h3" size="small">
        <Icon name="upload" />
        上傳檔案
      </Header>
      {categories.length === 0 ? (
        <p className="pw-muted">{emptyText}</p>
      ) : (
        <Table basic="very" compact unstackable className="pw-upload-table">
          <Table.Body>
            {categories.map((category) => (
              <Table.Row key={category.key}>
                <Table.Cell>{renderUploads ? renderUploads(category) : <DefaultUploadCategory category={category} />}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Segment>
  );
}
