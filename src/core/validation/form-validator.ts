import { type ErrorBodyLike, formLevelErrors } from './form-error-message.ts';
import type { FormValues, Rule, ValidationMessage } from './validation-message.ts';

/**
 * When a field's messages appear: 'input' on every change; 'blur' when it loses focus; 'lazy' only
 * on submit; 'eager' at once, from the start. After a field has shown messages, every change
 * re-checks it, so a fixed value clears its message straight away.
 */
export type ValidationMode = 'input' | 'blur' | 'lazy' | 'eager';

export interface FormValidatorOptions<F extends string> {
  /** The rules per field, checked in order. */
  fields: Record<F, readonly Rule[]>;
  /** Starting values. Default: undefined for every field. */
  values?: Partial<Record<F, unknown>>;
  /** Default 'input'. */
  mode?: ValidationMode;
  /** Messages shown per field. Default 1. */
  maxErrors?: number;
}

export interface FormValidatorState<F extends string> {
  values: Readonly<Record<F, unknown>>;
  /** Shown rule messages per field (at most maxErrors). */
  messages: Readonly<Record<F, readonly ValidationMessage[]>>;
  /** Server messages per field key as the server sent them ('' is form-level). */
  serverErrors: Readonly<Record<string, readonly string[]>>;
  /** Form-level server messages joined with ' - ', or null. */
  formError: string | null;
  /** Every field passes its rules and no server error is held. */
  valid: boolean;
}

/**
 * A framework-free form: values, rules, shown messages and server errors, with one state object
 * per change for subscribers (useSyncExternalStore-friendly).
 */
export class FormValidator<F extends string = string> {
  readonly #fields: Record<F, readonly Rule[]>;
  readonly #names: F[];
  readonly #mode: ValidationMode;
  readonly #maxErrors: number;
  readonly #shown = new Set<F>();
  readonly #listeners = new Set<(state: FormValidatorState<F>) => void>();
  #values: Record<F, unknown>;
  #messages: Record<F, readonly ValidationMessage[]>;
  #serverErrors: Record<string, readonly string[]> = {};
  #state: FormValidatorState<F>;

  constructor({ fields, values = {}, mode = 'input', maxErrors = 1 }: FormValidatorOptions<F>) {
    this.#fields = fields;
    this.#names = Object.keys(fields) as F[];
    this.#mode = mode;
    this.#maxErrors = Math.max(1, maxErrors);
    this.#values = Object.fromEntries(this.#names.map((name) => [name, values[name]])) as Record<F, unknown>;
    this.#messages = this.#noMessages();
    if (mode === 'eager') for (const name of this.#names) this.#show(name);
    this.#state = this.#buildState();
  }

  /** The current state; a new object after every change. */
  get state(): FormValidatorState<F> {
    return this.#state;
  }

  /** All failing messages of `field` for its current value, up to maxErrors. */
  check(field: F): ValidationMessage[] {
    const failures: ValidationMessage[] = [];
    for (const rule of this.#fields[field]) {
      const result = rule(this.#values[field], this.#values as FormValues);
      if (result !== true) failures.push(result);
      if (failures.length >= this.#maxErrors) break;
    }
    return failures;
  }

  /** Sets a value; its server errors no longer apply. Validates per the mode. */
  setValue(field: F, value: unknown): void {
    this.#values = { ...this.#values, [field]: value };
    this.#dropServerErrors(field);
    if (this.#mode === 'input' || this.#mode === 'eager' || this.#shown.has(field)) this.#show(field);
    // A change may break or fix fields that compare with this one (sameAs, requiredIf).
    for (const other of this.#shown) if (other !== field) this.#show(other);
    this.#emit();
  }

  /** The field lost focus: in 'blur' mode its messages appear now. */
  blur(field: F): void {
    if (this.#mode !== 'blur') return;
    this.#show(field);
    this.#emit();
  }

  /** Shows the messages of one field; true when it passes its rules and has no server error. */
  validateField(field: F): boolean {
    this.#show(field);
    this.#emit();
    return this.#messages[field].length === 0 && !this.#serverErrors[field]?.length;
  }

  /**
   * Re-checks the fields already showing messages and the validity, values unchanged: for rules
   * that read something arriving later (a lazily loaded password estimator, the user's profile).
   */
  recheck(): void {
    for (const name of this.#shown) this.#show(name);
    this.#emit();
  }

  /** On submit: shows every field's messages; true only when the whole form is valid. */
  validateAll(): boolean {
    for (const name of this.#names) this.#show(name);
    this.#emit();
    return this.#state.valid;
  }

  /** Holds the server's messages per field from an error answer (keys matched ignoring case). */
  setServerErrors(body: ErrorBodyLike | null | undefined): void {
    const errors: Record<string, readonly string[]> = {};
    for (const [key, messages] of Object.entries(body?.errors ?? {})) {
      if (!messages?.length) continue;
      const field = this.#names.find((name) => name.toLowerCase() === key.toLowerCase()) ?? key;
      errors[field] = [...(errors[field] ?? []), ...messages];
    }
    this.#serverErrors = errors;
    this.#emit();
  }

  /** The server's messages for `field` ('' for form-level ones). */
  serverErrorsOf(field: F | ''): readonly string[] {
    return this.#serverErrors[field] ?? [];
  }

  /** Clears the server's messages of one field, or all of them. */
  clearServerErrors(field?: F | ''): void {
    if (field === undefined) this.#serverErrors = {};
    else this.#dropServerErrors(field);
    this.#emit();
  }

  /** Back to the given (or starting-empty) values, with no messages shown. */
  reset(values: Partial<Record<F, unknown>> = {}): void {
    this.#values = Object.fromEntries(this.#names.map((name) => [name, values[name]])) as Record<F, unknown>;
    this.#shown.clear();
    this.#serverErrors = {};
    this.#messages = this.#noMessages();
    if (this.#mode === 'eager') for (const name of this.#names) this.#show(name);
    this.#emit();
  }

  /** Calls `listener` with the new state after every change. Returns an unsubscribe. */
  subscribe(listener: (state: FormValidatorState<F>) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  #noMessages(): Record<F, readonly ValidationMessage[]> {
    return Object.fromEntries(this.#names.map((name) => [name, []])) as unknown as Record<
      F,
      readonly ValidationMessage[]
    >;
  }

  #show(field: F): void {
    this.#shown.add(field);
    this.#messages = { ...this.#messages, [field]: this.check(field) };
  }

  #dropServerErrors(field: string): void {
    if (!(field in this.#serverErrors)) return;
    const { [field]: _dropped, ...rest } = this.#serverErrors;
    this.#serverErrors = rest;
  }

  #buildState(): FormValidatorState<F> {
    const rulesPass = this.#names.every((name) => this.check(name).length === 0);
    const serverClean = Object.values(this.#serverErrors).every((messages) => messages.length === 0);
    return {
      values: this.#values,
      messages: this.#messages,
      serverErrors: this.#serverErrors,
      formError: formLevelErrors({ errors: this.#serverErrors }),
      valid: rulesPass && serverClean,
    };
  }

  #emit(): void {
    this.#state = this.#buildState();
    for (const listener of [...this.#listeners]) listener(this.#state);
  }
}
