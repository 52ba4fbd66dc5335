import { describe, expect, it } from 'vitest';
import { redactLoggedUrl } from '../../../../../src/server/services/files/redact-logged-url';

const code = 'Zq3v8bX_-kLmNoPqRsTuVwXyZ0123456789abcdefgh';
const prefix = '/TP_PROJECT_SV/api/v1';

describe('redactLoggedUrl', () => {
  it('replaces the zip code of a download, keeping the project id', () => {
    expect(redactLoggedUrl(`${prefix}/CMB/Download_Const_File_ZipFile/12/${code}`)).toBe(`${prefix}/CMB/Download_Const_File_ZipFile/12/[code]`);
  });

  it('keeps the rest of the URL, a query included, and hides nothing else', () => {
    expect(redactLoggedUrl(`${prefix}/CMB/Download_Const_File_ZipFile/12/${code}?x=1`)).toBe(`${prefix}/CMB/Download_Const_File_ZipFile/12/[code]?x=1`);
    expect(redactLoggedUrl(`${prefix}/CMB/Get_Const_File?proj_id=12&serviceType=A2`)).toBe(`${prefix}/CMB/Get_Const_File?proj_id=12&serviceType=A2`);
    expect(redactLoggedUrl(`${prefix}/Files/Download/A2.8/5`)).toBe(`${prefix}/Files/Download/A2.8/5`);
    expect(redactLoggedUrl(`${prefix}/CMB/Download_Const_File_ZipFile/12`)).toBe(`${prefix}/CMB/Download_Const_File_ZipFile/12`);
  });

  it('hides a code however the URL is bent: case, doubled slashes, extra segments, a missing project id', () => {
    for (const url of [
      `${prefix}/cmb/download_const_file_zipfile/12/${code}`,
      `${prefix}//CMB//Download_Const_File_ZipFile//12//${code}`,
      `${prefix}/CMB/Download_Const_File_ZipFile/12/${code}/extra`,
      `${prefix}/CMB/Download_Const_File_ZipFile/${code}`,
      `${prefix}/CMB/Download_Const_File_ZipFile/12/${code.slice(0, 10)}%2F${code.slice(10)}`,
      `${prefix}/CMB/Download_Const_File_ZipFil%65/12/${code}`,
      `${prefix}/CMB/Download_Const_File_ZipFile/12/${code}#frag`,
      `/elsewhere?next=${prefix}/CMB/Download_Const_File_ZipFile/12/${code}&y=2`,
    ]) {
      const logged = redactLoggedUrl(url);
      expect(logged, url).not.toContain(code.slice(0, 10));
      expect(logged, url).not.toContain(code.slice(10));
      expect(logged, url).toContain('[code]');
    }
  });
});
