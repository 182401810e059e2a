import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { Badge } from './badge';
import { Checkbox } from './checkbox';
import { Label } from './label';
import { Progress } from './progress';

it('a checkbox toggles from its label and reports its state', async () => {
  const user = userEvent.setup();
  render(
    <div>
      <Checkbox id="lock" />
      <Label htmlFor="lock">Entity lock</Label>
    </div>,
  );
  const box = screen.getByRole('checkbox', { name: 'Entity lock' });
  expect(box).not.toBeChecked();
  await user.click(screen.getByText('Entity lock'));
  expect(box).toBeChecked();
  await user.click(box);
  expect(box).not.toBeChecked();
});

it('a progress bar reports its value and clamps what is out of range', () => {
  render(
    <>
      <Progress value={40} aria-label="chunks" />
      <Progress value={140} aria-label="over" />
    </>,
  );
  expect(screen.getByRole('progressbar', { name: 'chunks' })).toHaveAttribute('aria-valuenow', '40');
  expect(screen.getByRole('progressbar', { name: 'over' })).toHaveAttribute('aria-valuenow', '100');
});

it('badges differ by variant', () => {
  render(
    <>
      <Badge variant="danger">80% AI</Badge>
      <Badge variant="success">12% AI</Badge>
    </>,
  );
  expect(screen.getByText('80% AI').className).toContain('text-destructive');
  expect(screen.getByText('12% AI').className).toContain('text-success');
});
