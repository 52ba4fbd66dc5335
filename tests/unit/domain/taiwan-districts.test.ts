import { describe, expect, it } from 'vitest';
import {
  TAIWAN_CITIES,
  cityOptions,
  districtOptions,
  districtsOf,
  findCity,
  findDistrict,
  findDistrictByName,
  fullNameByCode,
  nameByCode,
} from '../../../src/domain/taiwan-districts';

describe('Taiwan cities and districts', () => {
  it('has 22 cities and counties and 368 towns', () => {
    expect(TAIWAN_CITIES).toHaveLength(22);
    expect(TAIWAN_CITIES.reduce((n, c) => n + c.districts.length, 0)).toBe(368);
  });

  it('uses the official 臺 spelling', () => {
    const names = TAIWAN_CITIES.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['臺北市', '臺中市', '臺南市', '臺東縣']));
    expect(names.some((n) => n.includes('台'))).toBe(false);
    expect(TAIWAN_CITIES.flatMap((c) => c.districts).some((d) => d.name.includes('台'))).toBe(false);
  });

  it('keys cities and towns by the MOI codes', () => {
    const expected: Record<string, string> = {
      '63000': '臺北市', '64000': '高雄市', '65000': '新北市', '66000': '臺中市', '67000': '臺南市', '68000': '桃園市',
      '10002': '宜蘭縣', '10004': '新竹縣', '10005': '苗栗縣', '10007': '彰化縣', '10008': '南投縣', '10009': '雲林縣',
      '10010': '嘉義縣', '10013': '屏東縣', '10014': '臺東縣', '10015': '花蓮縣', '10016': '澎湖縣', '10017': '基隆市',
      '10018': '新竹市', '10020': '嘉義市', '09020': '金門縣', '09007': '連江縣',
    };
    expect(Object.fromEntries(TAIWAN_CITIES.map((c) => [c.code, c.name]))).toEqual(expected);
    // Spot checks against the published town-code list.
    expect(nameByCode('63000050')).toBe('中正區');
    expect(nameByCode('63000010')).toBe('松山區');
    expect(nameByCode('65000010')).toBe('板橋區');
    expect(nameByCode('65000290')).toBe('烏來區');
    expect(nameByCode('64000110')).toBe('小港區');
    expect(nameByCode('64000380')).toBe('那瑪夏區');
    expect(nameByCode('67000370')).toBe('中西區');
    expect(nameByCode('66000220')).toBe('大安區');
    expect(nameByCode('10002010')).toBe('宜蘭市');
    expect(nameByCode('10005050')).toBe('頭份市');
    expect(nameByCode('10007100')).toBe('員林市');
    expect(nameByCode('10009160')).toBe('臺西鄉');
    expect(nameByCode('10013270')).toBe('霧臺鄉');
    expect(nameByCode('10014160')).toBe('蘭嶼鄉');
    expect(nameByCode('10017010')).toBe('中正區');
    expect(nameByCode('09020060')).toBe('烏坵鄉');
    expect(nameByCode('09007040')).toBe('東引鄉');
  });

  it('has well-formed unique codes inside their city', () => {
    const codes = TAIWAN_CITIES.flatMap((c) => c.districts.map((d) => d.code));
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of TAIWAN_CITIES) {
      expect(c.code).toMatch(/^\d{5}$/);
      for (const d of c.districts) {
        expect(d.code).toMatch(new RegExp(`^${c.code}\\d{3}$`));
        expect(d.cityCode).toBe(c.code);
      }
      expect(new Set(c.districts.map((d) => d.name)).size).toBe(c.districts.length);
    }
  });

  it('counts towns per city as the MOI list does', () => {
    const counts = Object.fromEntries(TAIWAN_CITIES.map((c) => [c.name, c.districts.length]));
    expect(counts).toMatchObject({ 臺北市: 12, 新北市: 29, 桃園市: 13, 臺中市: 29, 臺南市: 37, 高雄市: 38, 屏東縣: 33, 嘉義市: 2, 連江縣: 4 });
  });

  it('looks cities and districts up by code or name', () => {
    expect(findCity('63000')?.name).toBe('臺北市');
    expect(findCity('台北市')?.code).toBe('63000');
    expect(findCity('火星市')).toBeUndefined();
    expect(districtsOf('臺北市').map((d) => d.name)).toContain('北投區');
    expect(districtsOf('nowhere')).toEqual([]);
    expect(findDistrict('65000010')?.cityCode).toBe('65000');
    expect(findDistrictByName('新北市', '板橋區')?.code).toBe('65000010');
    expect(findDistrictByName('雲林縣', '台西鄉')?.code).toBe('10009160');
    expect(fullNameByCode('63000050')).toBe('臺北市中正區');
    expect(fullNameByCode('63000')).toBe('臺北市');
    expect(nameByCode('99999999')).toBeUndefined();
    expect(cityOptions()).toHaveLength(22);
    expect(districtOptions('63000')[0]).toEqual({ value: '63000010', text: '松山區' });
  });
});
