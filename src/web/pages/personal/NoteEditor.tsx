/**
 * The rich-text editor of a personal note (tiptap with the starter kit): headings, bold, italic, underline,
 * strike, lists, quotes, code and links. It hands out HTML; the server sanitises whatever arrives anyway.
 */
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { Button, type SemanticICONS } from 'semantic-ui-react';

/** Props of NoteEditor. */
export interface NoteEditorProps {
  /** The HTML to start from; later changes of this prop replace the content (loading a note). */
  initialHtml: string;
  onChange: (html: string) => void;
}

type Tool = { icon: SemanticICONS; label: string; run: (e: Editor) => void; active?: (e: Editor) => boolean };

const TOOLS: Tool[] = [
  { icon: 'heading', label: '標題', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading') },
  { icon: 'bold', label: '粗體', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { icon: 'italic', label: '斜體', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { icon: 'underline', label: '底線', run: (e) => e.chain().focus().toggleUnderline().run(), active: (e) => e.isActive('underline') },
  { icon: 'strikethrough', label: '刪除線', run: (e) => e.chain().focus().toggleStrike().run(), active: (e) => e.isActive('strike') },
  { icon: 'list ul', label: '項目清單', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { icon: 'list ol', label: '編號清單', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { icon: 'quote left', label: '引言', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { icon: 'code', label: '程式碼', run: (e) => e.chain().focus().toggleCode().run(), active: (e) => e.isActive('code') },
  { icon: 'minus', label: '分隔線', run: (e) => e.chain().focus().setHorizontalRule().run() },
  {
    icon: 'linkify',
    label: '連結',
    run: (e) => {
      const before = (e.getAttributes('link').href as string | undefined) ?? 'https://';
      const href = window.prompt('連結網址（http、https 或 mailto）', before);
      if (href === null) return;
      if (href.trim() === '') e.chain().focus().unsetLink().run();
      // Only web and mail links: the same schemes the server keeps.
      else if (/^(https?:|mailto:)/i.test(href.trim())) e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    },
    active: (e) => e.isActive('link'),
  },
  { icon: 'undo', label: '復原', run: (e) => e.chain().focus().undo().run() },
  { icon: 'redo', label: '重做', run: (e) => e.chain().focus().redo().run() },
];

/** The editor with its toolbar. */
export function NoteEditor({ initialHtml, onChange }: NoteEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['mailto'] } })],
    content: initialHtml,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    editorProps: { attributes: { 'aria-label': '記事內容', role: 'textbox', 'aria-multiline': 'true', 'data-testid': 'note-editor' } },
  });
  useEffect(() => {
    if (editor && initialHtml !== editor.getHTML()) editor.commands.setContent(initialHtml, { emitUpdate: false });
  }, [editor, initialHtml]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? TOOLS.map((t) => (t.active ? t.active(e) : false)) : []),
  });
  return (
    <div className="pw-editor">
      <div className="pw-editor-toolbar" role="toolbar" aria-label="編輯工具">
        {TOOLS.map((t, i) => (
          <Button key={t.label} type="button" icon={t.icon} size="small" basic={!active?.[i]} active={Boolean(active?.[i])} title={t.label} aria-label={t.label} disabled={!editor} onClick={() => editor && t.run(editor)} />
        ))}
      </div>
      <EditorContent editor={editor} className="pw-editor-content" />
    </div>
  );
}
