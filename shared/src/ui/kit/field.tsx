import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { MESSAGES } from '../../messages/messages';

/** What every labelled field shows around its control. */
interface FrameProps {
  label: ReactNode;
  /** A rule shown before anyone gets it wrong (a minimum length); gives way to the error. */
  hint?: ReactNode;
  /** The field's problem, in Spanish; the control is then `aria-invalid` and described by it. */
  error?: string;
  /** Something beside the hint (a character counter). */
  extra?: ReactNode;
  className?: string;
}

interface FrameIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Ids of the control, its error and its hint; the control is described by what is on screen. */
function useFieldIds(
  givenId: string | undefined,
  { hint, error, extra }: FrameProps,
): FrameIds & { errorId: string; hintId: string; extraId: string } {
  const generated = useId();
  const id = givenId ?? generated;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const extraId = `${id}-extra`;
  const described = [error ? errorId : hint ? hintId : null, extra ? extraId : null].filter(Boolean);
  return { id, errorId, hintId, extraId, invalid: Boolean(error), describedBy: described.join(' ') || undefined };
}

function FieldFrame({
  label,
  hint,
  error,
  extra,
  className,
  ids,
  children,
}: FrameProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={['dc-field', error && 'dc-field--invalid', className].filter(Boolean).join(' ')}>
      <label className="dc-field-label" htmlFor={ids.id}>
        {label}
      </label>
      {children}
      {error ? (
        // Announced when it appears, like antd's form messages were.
        <p id={ids.errorId} className="dc-field-error" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={ids.hintId} className="dc-field-hint">
            {hint}
          </p>
        )
      )}
      {extra && (
        <p id={ids.extraId} className="dc-field-extra">
          {extra}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends FrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text box with its hint and its error: the label names it, the error (or else the
 * hint) describes it (`aria-describedby`), and it is `aria-invalid` while it has an error.
 */
export function TextField({ label, hint, error, extra, className, id, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, { label, hint, error, extra });
  return (
    <FieldFrame label={label} hint={hint} error={error} extra={extra} className={className} ids={ids}>
      <input
        type="text"
        {...input}
        ref={ref}
        id={ids.id}
        className="dc-input dc-field-input"
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends FrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line box, with the same hint, error and description as TextField. */
export function TextAreaField({ label, hint, error, extra, className, id, ref, ...area }: TextAreaFieldProps) {
  const ids = useFieldIds(id, { label, hint, error, extra });
  return (
    <FieldFrame label={label} hint={hint} error={error} extra={extra} className={className} ids={ids}>
      <textarea
        {...area}
        ref={ref}
        id={ids.id}
        className="dc-input dc-field-input dc-textarea"
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}

/**
 * A password box with a "Mostrar" / "Ocultar" switch (a toggle button, `aria-pressed`) that shows
 * what was typed; the switch is not part of the field's name, so the label still names the box.
 */
export function PasswordField({
  label,
  hint,
  error,
  extra,
  className,
  id,
  ref,
  ...input
}: Omit<TextFieldProps, 'type'>) {
  const ids = useFieldIds(id, { label, hint, error, extra });
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} error={error} extra={extra} className={className} ids={ids}>
      <span className="dc-password">
        <input
          {...input}
          ref={ref}
          type={shown ? 'text' : 'password'}
          id={ids.id}
          className="dc-input dc-field-input"
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        <button
          type="button"
          className="dc-password-switch"
          aria-pressed={shown}
          aria-controls={ids.id}
          disabled={input.disabled}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? MESSAGES.field.hidePassword : MESSAGES.field.showPassword}
        </button>
      </span>
    </FieldFrame>
  );
}
