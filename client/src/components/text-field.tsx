import { Box } from '@chakra-ui/react/box';
import { Field } from '@chakra-ui/react/field';
import { Input, type InputProps } from '@chakra-ui/react/input';
import type { ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputProps, 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** Shown under the field and marks it invalid (aria-invalid, aria-describedby). */
  error?: string | null;
  helper?: string;
  /** A control inside the field's right edge (the password's show/hide button). */
  endElement?: ReactNode;
  testId?: string;
}

/** A labelled text input with its helper or error line; the label, input and message are wired together. */
export function TextField({ label, value, onChange, error, helper, endElement, testId, readOnly, required, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={!!error} readOnly={readOnly} required={required} gap="1.5">
      <Field.Label fontSize="sm" fontWeight="medium">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Box position="relative" w="full">
        <Input
          value={value}
          onChange={(e) => onChange?.(e.currentTarget.value)}
          readOnly={readOnly}
          bg={readOnly ? 'bg.canvas' : 'bg'}
          color={readOnly ? 'fg.muted' : undefined}
          borderColor="gray.300"
          pe={endElement ? '12' : undefined}
          data-testid={testId}
          {...input}
        />
        {endElement && (
          <Box position="absolute" insetEnd="1" top="50%" transform="translateY(-50%)" zIndex="1">
            {endElement}
          </Box>
        )}
      </Box>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper ? <Field.HelperText color="fg.muted">{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
