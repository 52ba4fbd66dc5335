/**
 * A list typed as text ("pdf, docx, jpg"): the text stays as typed while the input has focus, the list it
 * stands for goes to the draft at once, and the text is tidied when the input is left.
 */
import { useEffect, useRef, useState } from 'react';

/** Props of ListTextInput. */
export interface ListTextInputProps {
  id: string;
  value: readonly string[];
  parse: (text: string) => string[];
  onChange: (list: string[]) => void;
  placeholder?: string;
  /** One item per line in a textarea, instead of a comma list. */
  multiline?: boolean;
}

/** The input. */
export function ListTextInput({ id, value, parse, onChange, placeholder, multiline }: ListTextInputProps) {
  const formatted = value.join(multiline ? '\n' : ', ');
  const [text, setText] = useState(formatted);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(formatted);
  }, [formatted]);
  const props = {
    id,
    value: text,
    placeholder,
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      setText(formatted);
    },
    onChange: (e: { target: { value: string } }) => {
      setText(e.target.value);
      onChange(parse(e.target.value));
    },
  };
  return multiline ? <textarea rows={Math.min(Math.max(value.length + 1, 3), 10)} {...props} /> : <input type="text" {...props} />;
}
