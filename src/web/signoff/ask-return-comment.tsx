/** The 退回 dialog: the reason is required (the signer before must know what to fix), at most 500 characters. */
import { useState } from 'react';
import { Button, Form, TextArea } from 'semantic-ui-react';
import { openDialog, type DialogContext } from '../shared/dialogs';

const MAX_COMMENT = 500;

function ReturnCommentForm({ stageName, ctx }: { stageName: string; ctx: DialogContext<string | null> }) {
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = comment.trim();
  const problem = !trimmed ? '請填寫退回意見' : trimmed.length > MAX_COMMENT ? `退回意見限 ${MAX_COMMENT} 字以內` : null;
  return (
    <Form
      onSubmit={() => {
        setTried(true);
        if (!problem) ctx.close(trimmed);
      }}
    >
      <p>{`退回「${stageName}」，請說明需修正之處：`}</p>
      <Form.Field error={tried && problem !== null}>
        <TextArea rows={4} value={comment} maxLength={MAX_COMMENT + 100} onChange={(_e, data) => setComment(String(data.value ?? ''))} aria-label="退回意見" data-testid="return-comment" />
        {tried && problem ? <div className="ui pointing red basic label">{problem}</div> : null}
      </Form.Field>
      <div className="pw-dialog-buttons">
        <Button type="button" onClick={() => ctx.close(null)}>
          取消
        </Button>
        <Button type="submit" negative data-testid="return-confirm">
          退回
        </Button>
      </div>
    </Form>
  );
}

/** Asks for the return comment; resolves the trimmed text, or null when cancelled. */
export function askReturnComment(stageName: string): Promise<string | null> {
  return openDialog<string | null>({ title: '退回簽核', content: (ctx) => <ReturnCommentForm stageName={stageName} ctx={ctx} />, buttons: [], dismissValue: null });
}
