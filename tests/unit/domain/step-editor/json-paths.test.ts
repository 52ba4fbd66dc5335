import { describe, expect, it } from 'vitest';
import { isPathWithin, parseJsonPath } from '../../../../src/domain/step-editor/json-path';
import { describeJsonSyntaxError } from '../../../../src/domain/step-editor/describe-json-syntax-error';
import { findJsonErrorOffset, indexJsonPositions, locateJsonPath } from '../../../../src/domain/step-editor/locate-json-path';
import { toJsonPath } from '../../../../src/domain/steps/step-catalogue-fault';

describe('parseJsonPath', () => {
  it('reads the paths of the checker and of the comparison back into segments', () => {
    expect(parseJsonPath('$')).toEqual([]);
    expect(parseJsonPath('$.rules.prerequisites[0]')).toEqual(['rules', 'prerequisites', 0]);
    expect(parseJsonPath("$.form.uiSchema.reviewDate['ui:widget']")).toEqual(['form', 'uiSchema', 'reviewDate', 'ui:widget']);
    expect(parseJsonPath('$.form.uiSchema["ui:order"][2]')).toEqual(['form', 'uiSchema', 'ui:order', 2]);
    expect(parseJsonPath("$['it\\'s']")).toEqual(["it's"]);
  });

  it('is the inverse of toJsonPath', () => {
    const segments = ['form', 'schema', 'properties', 'a b', 'enum', 3, 'ui:options'];
    expect(parseJsonPath(toJsonPath(segments))).toEqual(segments);
  });

  it('tells whether a path lies under another, indexes as numbers or digits alike', () => {
    expect(isPathWithin(['uploads', 0, 'key'], ['uploads', '0'])).toBe(true);
    expect(isPathWithin(['uploads'], ['uploads', 0])).toBe(false);
  });
});

describe('locateJsonPath', () => {
  const text = JSON.stringify({ title: 'A', uploads: [{ key: 'x', accept: ['pdf'] }], form: { schema: {} } }, null, 2);
  const index = indexJsonPositions(text)!;
  const at = (path: (string | number)[]) => {
    const span = locateJsonPath(index, path)!;
    return text.slice(span.from, span.to);
  };

  it('marks a scalar value itself', () => {
    expect(at(['title'])).toBe('"A"');
    expect(at(['uploads', 0, 'accept', 0])).toBe('"pdf"');
  });

  it('marks an object or array by its property name', () => {
    expect(at(['uploads'])).toBe('"uploads"');
    expect(at(['uploads', 0, 'accept'])).toBe('"accept"');
  });

  it('marks the nearest existing parent of a missing property', () => {
    expect(at(['form', 'schema', 'properties'])).toBe('"schema"');
    expect(at(['keyPoints'])).toBe('{');
  });

  it('gives no index for text that is not JSON', () => {
    expect(indexJsonPositions('{"a": }')).toBeNull();
    expect(indexJsonPositions('{"a": 1} x')).toBeNull();
  });
});

describe('describeJsonSyntaxError', () => {
  const explain = (text: string) => {
    try {
      JSON.parse(text);
    } catch (error) {
      return describeJsonSyntaxError(text, error);
    }
    throw new Error('valid JSON');
  };

  it('says in zh-TW where the text stops being JSON and why', () => {
    expect(explain('{"a": 1,}')).toMatchObject({ position: 8, message: '第 1 行第 9 字附近：此處應為以雙引號括住的欄位名稱（或多了一個逗號）' });
    expect(explain('{"a" 1}').message).toBe('第 1 行第 6 字附近：欄位名稱後應接冒號 :');
    expect(explain('{\n  "a": [1, 2\n}')).toMatchObject({ line: 3, column: 1, message: '第 3 行第 1 字附近：缺少逗號，或括號沒有成對' });
    expect(explain('{"a": "x').message).toContain('字串缺少結尾的雙引號');
    expect(explain('').message).toContain('內容不完整');
  });

  it('finds the place itself when the engine’s message has no position', () => {
    expect(findJsonErrorOffset('{"a": }')).toBe(6);
    expect(describeJsonSyntaxError('{"a": }', new SyntaxError('Unexpected token')).column).toBe(7);
    expect(findJsonErrorOffset('{"a": 1}')).toBeNull();
  });
});
