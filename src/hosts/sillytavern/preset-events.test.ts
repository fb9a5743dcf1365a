// @vitest-environment happy-dom
import { expect, test } from 'vitest';
import { disposedAfterEach } from './testing.ts';

const open = disposedAfterEach();

test('preset export and import events reach the hooks with the preset’s name; the export object can be extended before it is written', async () => {
  const { host, st } = open({ variant: '1.12', ccPresets: { 'Director A': { temperature: 0.3 } }, selectedPreset: 'Director A' });
  await host.ready();
  const seen: string[] = [];
  const off = host.watchPresetFiles({
    onExport: async (name, preset) => {
      seen.push(`export ${name}`);
      preset.extensions = { troupe: { skills: [] } };
    },
    onImport: (name, data) => void seen.push(`import ${name} ${JSON.stringify(data)}`),
  });
  const preset: Record<string, unknown> = { temperature: 0.3 };
  await st.events.emit('oai_preset_export_ready', preset);
  await st.events.emit('oai_preset_import_ready', { data: { temperature: 1 }, presetName: 'Shared' });
  expect(seen).toEqual(['export Director A', 'import Shared {"temperature":1}']);
  expect(preset.extensions).toEqual({ troupe: { skills: [] } });
  off();
  await st.events.emit('oai_preset_export_ready', {});
  expect(seen).toHaveLength(2);
});
