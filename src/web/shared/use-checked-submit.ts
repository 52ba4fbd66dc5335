/**
 * The submit of a form checked in the browser before it is sent: the check's messages stay under the
 * fields and nothing is sent; a refusal from the server puts its field messages there instead.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverFieldErrors } from './field-error';

/** Field path → message. */
export type FieldMessages = Record<string, string>;

/** Options of useCheckedSubmit. */
export interface CheckedSubmitOptions {
  /** Called when the browser's check found something (e.g. a toast asking to fix the marked fields). */
  onRefused?: (errors: FieldMessages) => void;
}

/** What the form gets back. */
export interface CheckedSubmit {
  errors: FieldMessages;
  /** For forms that re-check while the user corrects the fields. */
  setErrors: (errors: FieldMessages) => void;
  busy: boolean;
  /** Checks, and sends only when the check found nothing; never rejects. */
  submit: () => Promise<void>;
}

/** The messages that are there (a check may name a field with no message). */
function present(found: Record<string, string | undefined>): FieldMessages {
  return Object.fromEntries(Object.entries(found).filter((e): e is [string, string] => Boolean(e[1])));
}

/** `check` answers the messages of the current input; `send` sends it (the client shows a refusal's reason). */
export function useCheckedSubmit(check: () => Record<string, string | undefined>, send: () => Promise<void>, options: CheckedSubmitOptions = {}): CheckedSubmit {
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  // The latest closures, so submit keeps its identity while the input changes.
  const latest = useRef({ check, send, options });
  useEffect(() => {
    latest.current = { check, send, options };
  });

  const submit = useCallback(async () => {
    const found = present(latest.current.check());
    setErrors(found);
    if (Object.keys(found).length) {
      latest.current.options.onRefused?.(found);
      return;
    }
    setBusy(true);
    try {
      await latest.current.send();
    } catch (e) {
      setErrors(serverFieldErrors(e));
    } finally {
      setBusy(false);
    }
  }, []);

  return { errors, setErrors, busy, submit };
}
