// 中文预设的名称和每回合的开销说明（shipped.ts 列出预设；这里只放中文文字，繁体版在构建时由它转换）。

export const PRESET_NAMES_ZH = {
  'default-zh': '默认（无记忆、无搜索）',
  'default-zh-full': '默认（记忆 + 搜索）',
  capsule: '默认',
} as const;

export const PRESET_COSTS_ZH = {
  director: {
    'default-zh': '完整回合：4 次串行调用，约为普通回复的 4 倍；仅写手：1 次调用，不到 1 倍。',
    'default-zh-full': '完整回合：4 次串行调用，约为普通回复的 5 倍；仅写手：1 次调用，不到 1 倍。',
  },
  single: '回复前 1 次调用，约为普通回复的 0.7 倍。',
  loop: '回复前 1–2 次调用，约为普通回复的 1.1 倍。',
  spec: '回复前 4 次串行调用，约为普通回复的 3.8 倍。',
  agenda: '回复前 6 次串行调用，约为普通回复的 4.9 倍。',
} as const;
