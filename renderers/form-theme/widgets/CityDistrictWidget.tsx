/**
 * The `cityDistrict` widget: a city/county choice (the 22 of src/domain/taiwan-districts.ts) and then one of
 * its districts; the value is the district's eight-digit town code ('63000050' 臺北市中正區).
 */
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { cityOptions, districtOptions, findDistrict } from '../../../src/domain/taiwan-districts';
import { ViewValue } from './ViewValue';

const CITIES = cityOptions();

/** Edits a town-code field with a city select and a district select. */
export function CityDistrictWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, options, rawErrors, label } = props;
  const code = typeof value === 'string' ? value : '';
  // The chosen city lives here until a district is picked: only a town code is a value.
  const [pickedCity, setPickedCity] = useState(() => findDistrict(code)?.cityCode ?? '');
  if (readonly) return <ViewValue {...props} />;
  const city = findDistrict(code)?.cityCode ?? pickedCity;
  const districts = city ? districtOptions(city) : [];
  const invalid = Boolean(rawErrors?.length);
  return (
    <div className="pw-city-district">
      <select
        id={id}
        className={`ui dropdown${invalid ? ' error' : ''}`}
        aria-label={`${label}（縣市）`}
        value={city}
        disabled={disabled}
        onChange={(e) => {
          setPickedCity(e.target.value);
          onChange(options.emptyValue);
        }}
      >
        <option value="">請選擇縣市</option>
        {CITIES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.text}
          </option>
        ))}
      </select>
      <select
        id={`${id}__district`}
        className={`ui dropdown${invalid ? ' error' : ''}`}
        aria-label={`${label}（鄉鎮市區）`}
        value={findDistrict(code) ? code : ''}
        disabled={disabled || !city}
        onChange={(e) => onChange(e.target.value || options.emptyValue)}
      >
        <option value="">請選擇鄉鎮市區</option>
        {districts.map((d) => (
          <option key={d.value} value={d.value}>
            {d.text}
          </option>
        ))}
      </select>
    </div>
  );
}
