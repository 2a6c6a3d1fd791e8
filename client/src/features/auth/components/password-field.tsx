import { IconButton } from '@chakra-ui/react/button';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '../../../components/text-field';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  helper?: string;
  label?: string;
}

/** The password with a show/hide toggle; the toggle says what it will do and whether it is on. */
export function PasswordField({ value, onChange, error, autoComplete, helper, label = 'Password' }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={onChange}
      error={error}
      helper={helper}
      autoComplete={autoComplete}
      size="lg"
      testId="password"
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          aria-label={shown ? 'Hide password' : 'Show password'}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
          data-testid="password-toggle"
        >
          {shown ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    />
  );
}
