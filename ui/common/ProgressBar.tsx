// Progress of a long operation; a native <progress> keeps the accessible value for free.
import '../common.css';
import { useUid } from './uid.ts';
import { t } from '../i18n/index.ts';

export interface ProgressBarProps {
  done: number;
  total: number;
  label?: string;
}

export function ProgressBar({ done, total, label }: ProgressBarProps) {
  const id = useUid();
  const max = total > 0 ? total : 1;
  const value = Math.min(Math.max(done, 0), max);
  const percent = Math.round((value / max) * 100);
  return (
    <div class="troupe-progress">
      <span id={id} class="troupe-progress__label">
        {label ? t('progress.labelled', { label, percent }) : t('progress.plain', { percent })}
      </span>
      <progress aria-labelledby={id} max={max} value={value} />
    </div>
  );
}
