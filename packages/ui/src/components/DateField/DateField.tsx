import { TextField, type TextFieldProps } from '../TextField/TextField';

/** Props of {@link DateField}. */
export interface DateFieldProps extends Omit<TextFieldProps, 'type' | 'min' | 'max'> {
  /** Earliest date, `YYYY-MM-DD`. Defaults to none. */
  min?: string;
  /** Latest date, `YYYY-MM-DD`. Defaults to none. */
  max?: string;
}

/** A native date input (the browser's own accessible picker, e.g. for the date of birth); values are `YYYY-MM-DD`. */
export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" />;
}
