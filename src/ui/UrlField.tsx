// A labelled field for a server's address (the golf course API's base URL, an OpenStreetMap server): the
// URL keyboard, no spelling fixes, no autofill.
import { TextField, type TextFieldProps } from './TextField.tsx';

export function UrlField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'spellCheck'>) {
  return <TextField type="url" inputMode="url" spellCheck={false} {...props} />;
}
