/**
 * The message under a field that is not a plain input (a dropdown, a picker, a list of inputs): Semantic UI's
 * pointing prompt label, the look Form.Input gives its own `error` (see fieldError).
 */

/** The label, or nothing when there is no message. */
export function FieldErrorLabel({ message }: { message: string | null | undefined }) {
  return message ? (
    <div className="ui pointing above prompt label" role="alert">
      {message}
    </div>
  ) : null;
}
