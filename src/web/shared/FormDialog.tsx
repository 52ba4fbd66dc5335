/**
 * The modal of an add or edit form: a title, the form, and 取消 and the submit button at its foot. The
 * form is Semantic UI's (noValidate, dimmed while busy), so Enter in a field submits like the button.
 */
import type { ReactNode } from 'react';
import { Button, Form, Modal } from 'semantic-ui-react';

/** Props of FormDialog. */
export interface FormDialogProps {
  title: ReactNode;
  /** Test id prefix: the modal is `${testId}-dialog`, the submit button `${testId}-save`. */
  testId: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  /** Text of the submit button (default 儲存). */
  submitText?: string;
  /** A red submit button, for a form that takes something away (停用). */
  negative?: boolean;
  size?: 'tiny' | 'small' | 'large';
  /** Whether a click beside the dialog closes it (default true); false keeps a long form from being lost by a stray click. */
  closeOnDimmerClick?: boolean;
  /** A scrolling body, for forms taller than the window. */
  scrolling?: boolean;
  className?: string;
  children: ReactNode;
}

/** The dialog; cancel is disabled while the form is being sent. */
export function FormDialog({ title, testId, busy, onClose, onSubmit, submitText = '儲存', negative, size = 'small', closeOnDimmerClick, scrolling, className, children }: FormDialogProps) {
  return (
    <Modal open size={size} onClose={onClose} closeOnDimmerClick={closeOnDimmerClick} data-testid={`${testId}-dialog`} className={className}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content scrolling={scrolling}>
        <Form noValidate loading={busy} onSubmit={onSubmit}>
          {children}
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button basic content="取消" onClick={onClose} disabled={busy} />
        <Button primary={!negative} negative={negative} content={submitText} onClick={onSubmit} loading={busy} data-testid={`${testId}-save`} />
      </Modal.Actions>
    </Modal>
  );
}
