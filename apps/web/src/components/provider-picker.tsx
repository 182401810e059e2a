import type { ProviderId } from '@zhi/contract';
import { Select, SelectContent, SelectItem, SelectItemText, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { useProviders } from '@/lib/providers';
import { usePublicConfig } from '@/lib/server-info';

interface ProviderPickerProps {
  value: ProviderId;
  onChange: (id: ProviderId) => void;
  className?: string;
  id?: string;
}

/** Chooses the AI provider; providers this server cannot use are shown disabled with the reason. */
export function ProviderPicker({ value, onChange, className, id }: ProviderPickerProps) {
  const { data, isError } = useProviders();
  const metered = usePublicConfig().data?.billing ?? true;
  const providers = data?.providers ?? [];
  return (
    <Select value={value} onValueChange={(next) => onChange(next as ProviderId)} disabled={!data}>
      <SelectTrigger id={id} aria-label="AI provider" className={cn('w-44', className)}>
        <SelectValue placeholder={isError ? 'Providers unavailable' : 'Loading…'} />
      </SelectTrigger>
      <SelectContent>
        {providers.map((provider) => (
          <SelectItem
            key={provider.id}
            value={provider.id}
            disabled={!provider.available}
            data-testid={`provider-${provider.id}`}
          >
            <div className="flex flex-col">
              <SelectItemText>{provider.name}</SelectItemText>
              {provider.reason ? (
                <span className="text-xs text-muted-foreground">{provider.reason}</span>
              ) : provider.id === 'local' ? (
                <span className="text-xs text-muted-foreground">Offline engines, no key needed</span>
              ) : null}
              {metered ? (
                <span className="text-xs text-muted-foreground" data-testid={`rate-${provider.id}`}>
                  ~{provider.tokensPer1000Words.toLocaleString('en-US')} tokens per 1,000 words
                </span>
              ) : null}
            </div>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
