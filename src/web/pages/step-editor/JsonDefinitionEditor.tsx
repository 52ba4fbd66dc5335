/**
 * The JSON view of the draft in CodeMirror 6: syntax highlighting, and every fault underlined at its place
 * with its message (lint diagnostics). Valid JSON typed here becomes the draft at once; text that is not
 * JSON is marked and kept here, and the draft — what the structured view and the preview show — stays
 * as it last was.
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, drawSelection, highlightActiveLine, highlightActiveLineGutter, highlightSpecialChars, lineNumbers } from '@codemirror/view';
import { useEffect, useRef, useState } from 'react';
import { Message } from 'semantic-ui-react';
import type { DraftFault } from '../../../domain/step-editor/check-editor-draft';
import { describeDefinitionPath } from '../../../domain/step-editor/describe-definition-path';
import { describeJsonSyntaxError, type JsonSyntaxProblem } from '../../../domain/step-editor/describe-json-syntax-error';
import { parseJsonPath } from '../../../domain/step-editor/json-path';
import { indexJsonPositions, locateJsonPath } from '../../../domain/step-editor/locate-json-path';

/** Props of JsonDefinitionEditor. */
export interface JsonDefinitionEditorProps {
  definition: Record<string, unknown>;
  faults: readonly DraftFault[];
  /** Valid JSON (an object) was typed. */
  onChange: (definition: Record<string, unknown>) => void;
  /** A fault to show: selects its place. */
  focus?: { path: string; seq: number } | null;
}

function format(definition: unknown): string {
  return JSON.stringify(definition, null, 2);
}

/** Reads the text as a definition, or says where and why it is none. */
function readText(text: string): { value: Record<string, unknown> } | { error: JsonSyntaxProblem } {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: { position: 0, line: 1, column: 1, message: '最外層必須是一個物件 { … }' } };
    return { value: value as Record<string, unknown> };
  } catch (error) {
    return { error: describeJsonSyntaxError(text, error) };
  }
}

function faultDiagnostics(text: string, faults: readonly DraftFault[]): Diagnostic[] {
  const index = indexJsonPositions(text);
  if (!index) return [];
  return faults.flatMap((fault) => {
    const span = locateJsonPath(index, parseJsonPath(fault.path));
    return span ? [{ from: span.from, to: Math.max(span.to, span.from + 1), severity: 'error' as const, message: `${describeDefinitionPath(fault.path)}：${fault.message}`, source: fault.path }] : [];
  });
}

/** The JSON view. */
export function JsonDefinitionEditor({ definition, faults, onChange, focus }: JsonDefinitionEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [parseError, setParseError] = useState<JsonSyntaxProblem | null>(null);
  const [text, setText] = useState(() => format(definition));

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: format(definition),
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          drawSelection(),
          highlightActiveLine(),
          history(),
          // Tab indents inside the editor; Escape then Tab still leaves it (CodeMirror's focus-trap escape).
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          json(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          lintGutter(),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': '步驟定義 JSON', spellcheck: 'false' }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            const current = update.state.doc.toString();
            setText(current);
            const read = readText(current);
            if ('value' in read) {
              setParseError(null);
              onChangeRef.current(read.value);
            } else {
              setParseError(read.error);
              const length = update.state.doc.length;
              const from = Math.min(read.error.position, Math.max(length - 1, 0));
              const diagnostic: Diagnostic = { from, to: Math.min(from + 1, length), severity: 'error', message: `JSON 格式錯誤：${read.error.message}` };
              update.view.dispatch(setDiagnostics(update.view.state, [diagnostic]));
            }
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // Created once: later definitions arrive through the effect below.
  }, []);

  // A change made elsewhere (structured view, import, another version) replaces the text, unless the
  // text already says the same (it was typed here).
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    const read = readText(current);
    if ('value' in read && JSON.stringify(read.value) === JSON.stringify(definition)) return;
    const next = format(definition);
    editor.dispatch({ changes: { from: 0, to: current.length, insert: next } });
  }, [definition]);

  // Faults follow the draft; while the text is no JSON its parse error is what is shown.
  useEffect(() => {
    const editor = view.current;
    if (!editor || parseError) return;
    editor.dispatch(setDiagnostics(editor.state, faultDiagnostics(text, faults)));
  }, [faults, text, parseError]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !focus) return;
    const index = indexJsonPositions(editor.state.doc.toString());
    const span = index ? locateJsonPath(index, parseJsonPath(focus.path)) : null;
    if (!span) return;
    editor.dispatch({ selection: { anchor: span.from, head: span.to }, effects: EditorView.scrollIntoView(span.from, { y: 'center' }) });
    editor.focus();
  }, [focus]);

  return (
    <div className="pw-json-editor-wrap">
      {parseError ? (
        <Message negative size="small" data-testid="json-parse-error">
          <Message.Header>JSON 格式錯誤，尚未套用</Message.Header>
          <p>{`${parseError.message}。修正前，結構化編輯與預覽維持上一次正確的內容。`}</p>
        </Message>
      ) : null}
      <div ref={host} className="pw-json-editor" data-testid="json-editor" />
    </div>
  );
}
