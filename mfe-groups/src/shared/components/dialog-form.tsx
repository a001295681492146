import { space } from '@alive/ui';
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space[2]};
  flex-wrap: wrap;
`;

/** A dialog's form: fields, then the actions (Enter submits). */
export function DialogForm({ onSubmit, actions, children }: { onSubmit: (event: FormEvent) => void; actions: ReactNode; children: ReactNode }) {
  return (
    <Form onSubmit={onSubmit} noValidate>
      {children}
      <Actions>{actions}</Actions>
    </Form>
  );
}
