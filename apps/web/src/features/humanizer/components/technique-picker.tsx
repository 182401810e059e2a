import type { TechniquesResponse } from '@zhi/contract';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useTechniques } from '../api/humanize';

type Technique = TechniquesResponse['techniques'][number];

const GROUPS: [string, string][] = [
  ['advanced', 'Advanced techniques'],
  ['length', 'Length'],
  ['structure', 'Structure'],
  ['voice', 'Voice'],
  ['content', 'Content'],
  ['guard', 'Guards'],
  ['combination', 'Combinations'],
];

interface TechniquePickerProps {
  selected: string[];
  onChange: (selected: string[]) => void;
  /** With the local engine, techniques it cannot do are marked as needing an AI provider. */
  local: boolean;
}

/** The technique checklists: the eight advanced techniques first, the rest in their groups. */
export function TechniquePicker({ selected, onChange, local }: TechniquePickerProps) {
  const { data, isError } = useTechniques();
  if (isError) return <p className="text-sm text-destructive">The technique list could not be loaded.</p>;
  if (!data) return <p className="text-sm text-muted-foreground">Loading techniques…</p>;
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <div className="flex flex-col gap-3" data-testid="technique-picker">
      <p className="text-xs text-muted-foreground">
        {selected.length === 0
          ? 'None chosen: the local engine uses its default set. Claim lock and Entity lock are always on.'
          : `${selected.length} chosen.`}
      </p>
      {GROUPS.map(([group, title]) => {
        const items = data.techniques.filter((t) => t.group === group);
        return items.length ? (
          <fieldset key={group} className="flex flex-col gap-1.5">
            <legend className="mb-1 text-sm font-medium">{title}</legend>
            <div className="grid gap-1.5 sm:grid-cols-2">
              {items.map((technique) => (
                <TechniqueOption
                  key={technique.id}
                  technique={technique}
                  checked={technique.group === 'guard' || selected.includes(technique.id)}
                  locked={technique.group === 'guard'}
                  needsProvider={local && !technique.local}
                  onChange={(on) => toggle(technique.id, on)}
                />
              ))}
            </div>
          </fieldset>
        ) : null;
      })}
    </div>
  );
}

function TechniqueOption(props: {
  technique: Technique;
  checked: boolean;
  locked: boolean;
  needsProvider: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  const { technique } = props;
  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id={id}
        checked={props.checked}
        disabled={props.locked}
        onCheckedChange={(value) => props.onChange(value === true)}
        className="mt-0.5"
      />
      <Label htmlFor={id} className="flex flex-col items-start gap-0.5 font-normal">
        <span className="text-sm font-medium">
          {technique.name}
          {props.needsProvider && <span className="ml-1 text-xs text-muted-foreground"> (needs an AI provider)</span>}
        </span>
        <span className="text-xs text-muted-foreground">{technique.description}</span>
      </Label>
    </div>
  );
}
