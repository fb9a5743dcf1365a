// How each connection is sent tools: native tool calling, the text protocol (for models without tool
// calling), or auto (native, falling back to text when the provider refuses tools). One select per
// usable connection.
import type { SelectOption } from '../../src/app/panel-contract.ts';
import { SelectField, Section } from './fields.tsx';
import { pt } from './i18n.ts';

export type ToolProtocolChoice = 'native' | 'text' | 'auto';

export interface ToolProtocolsProps {
  /** Connections by name ('' = the default one) with their labels. */
  connections: readonly SelectOption[];
  values: Readonly<Record<string, ToolProtocolChoice>>;
  onChange(connection: string, value: ToolProtocolChoice): void;
}

export function ToolProtocols(props: ToolProtocolsProps) {
  if (props.connections.length === 0) return null;
  const options = (['auto', 'native', 'text'] as const).map((v) => ({ value: v, label: pt(`tools.protocol.${v}`) }));
  return (
    <Section title={pt('tools.protocol.title')} class="troupe-protocols">
      <p class="troupe-note">{pt('tools.protocol.note')}</p>
      <div class="troupe-fieldrow">
        {props.connections.map((c) => (
          <SelectField
            key={c.value}
            label={pt('tools.protocol.of', { connection: c.label })}
            value={props.values[c.value] ?? 'auto'}
            options={options}
            onValue={(v) => props.onChange(c.value, v as ToolProtocolChoice)}
          />
        ))}
      </div>
    </Section>
  );
}
