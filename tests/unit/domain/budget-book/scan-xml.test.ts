import { describe, expect, it } from 'vitest';
import { scanXml, XmlSyntaxError } from '../../../../src/domain/budget-book/scan-xml';

function faultOf(xml: string): XmlSyntaxError {
  try {
    scanXml(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(XmlSyntaxError);
    return error as XmlSyntaxError;
  }
  throw new Error('accepted');
}

describe('scanXml', () => {
  it('builds the namespace-aware tree with decoded text and attributes, CDATA, comments and the declaration skipped', () => {
    const root = scanXml(
      '<?xml version="1.0"?>\n<!DOCTYPE a [<!ENTITY x "y">]>\n<!-- c -->\n<a xmlns="urn:a" xmlns:m="urn:m" k=\'1 &amp; 2\'>\n  <b>  x &lt; y &#x41;&#66; </b><m:c/><![CDATA[<raw>]]><d xmlns="urn:d"><e/></d>\n</a>\n',
    );
    expect(root).toMatchObject({ name: 'a', local: 'a', ns: 'urn:a', attributes: { xmlns: 'urn:a', 'xmlns:m': 'urn:m', k: '1 & 2' }, cdata: true });
    expect(root.elements.map((e) => [e.name, e.local, e.ns])).toEqual([
      ['b', 'b', 'urn:a'],
      ['m:c', 'c', 'urn:m'],
      ['d', 'd', 'urn:d'],
    ]);
    expect(root.elements[0]?.text).toBe('  x < y AB ');
    expect(root.elements[2]?.elements[0]?.ns).toBe('urn:d');
    expect(root.text).toContain('<raw>');
  });

  it('says what is wrong and where', () => {
    expect(faultOf('<a>\n  <b></c>\n</a>')).toMatchObject({ reason: '結束標籤 </c> 與開始標籤 <b> 不符', line: 2, col: 6 });
    expect(faultOf('<a k=1/>').reason).toBe('<a> 的屬性「k」的值必須加引號');
    expect(faultOf('<a k="1" k="2"/>').reason).toBe('<a> 的屬性「k」重複');
    expect(faultOf('<a>&nbsp;</a>').reason).toBe('無法辨識的實體參照「&nbsp;」');
    expect(faultOf('<a>A & B</a>').reason).toBe('「&」必須寫成 &amp;');
    expect(faultOf('<a/><b/>').reason).toBe('必須恰有一個根元素');
    expect(faultOf('x<a/>').reason).toBe('根元素之外不能有文字');
    expect(faultOf('<a><b></a>').reason).toBe('結束標籤 </a> 與開始標籤 <b> 不符');
    expect(faultOf('<a>').reason).toBe('元素 <a> 沒有結束標籤');
    expect(faultOf('').reason).toBe('必須恰有一個根元素');
    expect(faultOf('<a><!-- x </a>').reason).toBe('註解沒有結束');
    expect(faultOf('<1a/>').reason).toBe('元素名稱「1a」不正確');
    expect(faultOf('<a>&#0;</a>').reason).toBe('字元參照「&#0;」不是合法字元');
  });

  it('refuses nesting deeper than the limit', () => {
    expect(faultOf(`${'<a>'.repeat(201)}${'</a>'.repeat(201)}`).reason).toBe('元素巢狀超過 200 層');
  });
});
