/** The image captcha: bound to a per-tab client id, refreshed by clicking the image or the button. */
import { useCallback, useState } from 'react';
import { Button, Form } from 'semantic-ui-react';
import { apiUrl } from '../api/client';

const CLIENT_KEY = 'tp_captcha_client';

/** The client id the captcha is bound to: random, kept for this tab. */
export function captchaClientId(): string {
  let id = sessionStorage.getItem(CLIENT_KEY);
  if (!id) {
    id = crypto.randomUUID().replace(/-/g, '');
    sessionStorage.setItem(CLIENT_KEY, id);
  }
  return id;
}

/** State of the captcha image: its URL and a refresh that asks the server for a new challenge. */
export function useCaptcha() {
  const [serial, setSerial] = useState(() => Date.now());
  const refresh = useCallback(() => setSerial(Date.now()), []);
  return { src: `${apiUrl(`Member/Captcha/${captchaClientId()}`)}?t=${serial}`, refresh, client: captchaClientId() };
}

/** The captcha input with its image. */
export function CaptchaField(props: { value: string; onChange: (v: string) => void; src: string; onRefresh: () => void; error?: string }) {
  return (
    <Form.Field error={Boolean(props.error)} required>
      <label htmlFor="captcha">驗證碼</label>
      <div className="pw-captcha-row">
        <Form.Input
          id="captcha"
          name="captcha"
          autoComplete="off"
          placeholder="請輸入圖中文字"
          value={props.value}
          onChange={(_e, d) => props.onChange(String(d.value))}
          error={props.error ? { content: props.error, pointing: 'above' } : undefined}
        />
        <img className="pw-captcha-img" src={props.src} alt="驗證碼圖片" onClick={props.onRefresh} data-testid="captcha-image" />
        <Button type="button" icon="refresh" basic onClick={props.onRefresh} aria-label="重新產生驗證碼" title="重新產生驗證碼" />
      </div>
    </Form.Field>
  );
}
