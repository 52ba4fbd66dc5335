/**
 * The theme's buttons: array add/remove/reorder/copy as Semantic UI buttons with zh-TW names, and no submit
 * button (the step page saves through its own 完成編輯 button).
 */
import { TranslatableString, type IconButtonProps } from '@rjsf/utils';
import type { SemanticICONS } from 'semantic-ui-react';

function iconButton(icon: SemanticICONS, label: TranslatableString) {
  /** An icon button named in zh-TW (aria-label and tooltip). */
  return function IconButton({ registry, uiSchema: _uiSchema, iconType: _iconType, icon: _icon, className, ...rest }: IconButtonProps) {
    const name = registry.translateString(label);
    return (
      <button type="button" className={`ui icon button ${className ?? ''}`} aria-label={name} title={name} {...rest}>
        <i className={`${icon} icon`} aria-hidden="true" />
      </button>
    );
  };
}

/** No submit button: saving is the page's 完成編輯, which runs the fool-proofing check first. */
export function SubmitButton() {
  return null;
}

/** Adds an item to an array. */
export function AddButton({ registry, uiSchema: _uiSchema, iconType: _iconType, icon: _icon, className, ...rest }: IconButtonProps) {
  return (
    <button type="button" className={`ui basic primary small button ${className ?? ''}`} {...rest}>
      <i className="plus icon" aria-hidden="true" />
      {registry.translateString(TranslatableString.AddItemButton)}
    </button>
  );
}

/** Removes an array item. */
export const RemoveButton = iconButton('trash alternate outline', TranslatableString.RemoveButton);
/** Moves an array item up. */
export const MoveUpButton = iconButton('arrow up', TranslatableString.MoveUpButton);
/** Moves an array item down. */
export const MoveDownButton = iconButton('arrow down', TranslatableString.MoveDownButton);
/** Copies an array item. */
export const CopyButton = iconButton('copy outline', TranslatableString.CopyButton);
/** Clears a text input. */
export const ClearButton = iconButton('close', TranslatableString.ClearButton);
